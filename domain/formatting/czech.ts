/**
 * Czech (cs-CZ) formatting of money, dates and counted nouns.
 * Everything goes through Intl so spacing (U+00A0), month declension and plural rules come from CLDR,
 * never from string concatenation. Formatters are created once, on first use: constructing Intl objects is expensive.
 */

import { lazy } from './lazy';

const LOCALE = 'cs-CZ';

const czkFormatter = lazy(() => new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
}));

// A bank payment is exact to the haléř: whole crowns stay "45 000 Kč", anything else shows both decimals.
const halereFormatter = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CZK', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const countFormatter = lazy(() => new Intl.NumberFormat(LOCALE));

// A calendar date has no time zone: build it at UTC midnight and format it in UTC so it never shifts a day.
const calendarDateFormatter = lazy(() => new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}));

const weekdayDateFormatter = lazy(() => new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}));

const monthYearFormatter = lazy(() => new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}));

// An instant (a booking request, a message) is shown as the photographer experiences it: in Prague.
const pragueDateTimeFormatter = lazy(() => new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Prague',
}));

const pluralRules = lazy(() => new Intl.PluralRules('cs'));

/** Singular, 2–4 and "5 and more / 0" forms of a Czech noun, e.g. fotografie / fotografie / fotografií. */
export interface CzechPluralForms {
  one: string;
  few: string;
  other: string;
}

/** 45000 → "45 000 Kč" (with U+00A0 spaces); amounts are rounded to whole crowns. */
export function formatCzk(amount: number): string {
  return czkFormatter().format(amount);
}

/**
 * 1250050 haléřů → "12 500,50 Kč", 4500000 → "45 000 Kč": a bank amount as the statement has it, never rounded. A
 * payment in another currency (its hundredths) → "400,00 €".
 */
export function formatHalere(halere: number, currency = 'CZK'): string {
  if (currency !== 'CZK') return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: 2 }).format(halere / 100);
  return halere % 100 === 0 ? czkFormatter().format(halere / 100) : halereFormatter().format(halere / 100);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2027-06-12" → "12. června 2027". The input is a calendar date; a longer ISO string is rejected rather than
 * silently reinterpreted in some time zone.
 * @throws RangeError when the input is not an existing YYYY-MM-DD date.
 */
export function formatDate(iso: string): string {
  return calendarDateFormatter().format(calendarDate(iso));
}

function calendarDate(iso: string): Date {
  const match = CALENDAR_DATE.exec(iso);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`No such calendar date: ${iso}`);
  }
  return date;
}

/** "2027-06-12" → "sobota 12. června 2027": the day of the week helps a couple check the date at a glance. */
export function formatDateWithWeekday(iso: string): string {
  return weekdayDateFormatter().format(calendarDate(iso));
}

/**
 * An ISO instant ("2027-06-12T13:05:00Z") as Prague local date and time: "12. června 2027 v 15:05".
 * @throws RangeError when the input cannot be parsed.
 */
export function formatDateTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO instant: ${isoInstant}`);
  return pragueDateTimeFormatter().format(date);
}

/** (2027, 5) → "červen 2027": the nominative (standalone) month, as in a calendar heading. monthIndex is 0-based. */
export function formatMonthYear(year: number, monthIndex: number): string {
  if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11) {
    throw new RangeError(`Month index must be 0–11, got ${monthIndex}`);
  }
  return monthYearFormatter().format(new Date(Date.UTC(year, monthIndex, 1)));
}

/** Picks the Czech noun form for a count: 1 → one, 2–4 → few, 0 and 5+ → other; decimals ("many") → other. */
export function pluralCs(count: number, forms: CzechPluralForms): string {
  switch (pluralRules().select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    default:
      return forms.other;
  }
}

/**
 * 1200 → "1 200 fotografií": the count formatted by Intl (U+00A0 grouping) and the matching noun form, joined by
 * U+00A0 because Czech typography keeps a number on the same line as its noun.
 */
export function formatCount(count: number, forms: CzechPluralForms): string {
  return `${formatNumber(count)}\u00A0${pluralCs(count, forms)}`;
}

/** 4000 → "4 000" (U+00A0 grouping), as a count stands alone on a badge. */
export function formatNumber(count: number): string {
  return countFormatter().format(count);
}
