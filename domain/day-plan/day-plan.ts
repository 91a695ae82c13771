import type { BookingStatus } from '../booking/booking';
import { invalidInput, DomainError, type ErrorCode } from '../errors';
import { normalisePhone } from '../validation/fields';

/** One line of the wedding day's timeline. Every field may still be empty: the couple fills it in as they go. */
export interface DayPlanItem {
  /** `HH:MM` (24 h) or empty. */
  time: string;
  what: string;
  where: string;
}

/** Someone who matters on the day (a witness, the coordinator…), with a phone to reach them on the day. */
export interface DayPlanPerson {
  name: string;
  role: string;
  /** Normalised (+420…) when valid; empty when not known. */
  phone: string;
}

/** The wedding-day plan ("harmonogram") a couple fills in for their photographer. */
export interface DayPlan {
  items: DayPlanItem[];
  people: DayPlanPerson[];
  /** The group photos that must not be missed, one line each. */
  groupPhotos: string[];
  notes: string;
}

/** A booking's plan as stored: `updatedAt` null while the couple has saved nothing yet. */
export interface StoredDayPlan {
  bookingId: string;
  plan: DayPlan;
  updatedAt: string | null;
  /** Whether the couple may still change it (canEditDayPlan of the booking's status). */
  editable: boolean;
}

/**
 * The sizes a plan may reach. A whole plan stays well under 64 KB of JSON (one Firestore document, one callable
 * request), and printed it fits two A4 pages. The editor's maxLength, its "add" buttons and the server read these.
 */
export const DAY_PLAN_LIMITS = {
  items: 40,
  people: 20,
  groupPhotos: 40,
  what: 200,
  where: 200,
  name: 100,
  role: 100,
  groupPhoto: 200,
  notes: 3000,
} as const;

/** The plan is the couple's to edit while the wedding is ahead and the date is theirs. */
export const DAY_PLAN_EDITABLE_STATUSES = ['confirmed', 'deposit-paid'] as const satisfies readonly BookingStatus[];

export function canEditDayPlan(status: BookingStatus): boolean {
  return (DAY_PLAN_EDITABLE_STATUSES as readonly BookingStatus[]).includes(status);
}

export const EMPTY_DAY_PLAN: DayPlan = { items: [], people: [], groupPhotos: [], notes: '' };

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `9:05` → `09:05`; anything else unchanged (and then checked). */
function normaliseTime(value: string): string {
  const short = /^(\d):([0-5]\d)$/.exec(value);
  return short ? `0${short[1]}:${short[2]}` : value;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

type Check = (field: string, code: ErrorCode | undefined) => void;

function lengthError(value: string, max: number): ErrorCode | undefined {
  return value.length > max ? 'field/too-long' : undefined;
}

function readItem(raw: unknown, i: number, check: Check): DayPlanItem {
  const r = record(raw);
  const time = normaliseTime(text(r.time));
  const item = { time, what: text(r.what), where: text(r.where) };
  check(`items.${i}.time`, time === '' || TIME_PATTERN.test(time) ? undefined : 'time/invalid');
  check(`items.${i}.what`, lengthError(item.what, DAY_PLAN_LIMITS.what));
  check(`items.${i}.where`, lengthError(item.where, DAY_PLAN_LIMITS.where));
  return item;
}

function readPerson(raw: unknown, i: number, check: Check): DayPlanPerson {
  const r = record(raw);
  const phone = text(r.phone);
  const normalised = phone === '' ? '' : normalisePhone(phone);
  check(`people.${i}.name`, lengthError(text(r.name), DAY_PLAN_LIMITS.name));
  check(`people.${i}.role`, lengthError(text(r.role), DAY_PLAN_LIMITS.role));
  check(`people.${i}.phone`, normalised === undefined ? 'phone/invalid' : undefined);
  return { name: text(r.name), role: text(r.role), phone: normalised ?? phone };
}

const blankItem = (item: DayPlanItem) => item.time === '' && item.what === '' && item.where === '';
const blankPerson = (person: DayPlanPerson) => person.name === '' && person.role === '' && person.phone === '';

/**
 * The plan as typed (untrusted: the browser's draft, or whatever a caller sends) checked and tidied: texts trimmed,
 * rows left wholly blank dropped, times as `HH:MM`, phones normalised. A row may be half filled (it is saved as the
 * couple types). Too many rows: `plan/too-many-rows`; a bad field: its code under its path (`items.2.time`), all at
 * once as one invalid-input error (domain/errors.ts invalidInput). The editor and the server run this same rule.
 */
export function readDayPlan(raw: unknown): DayPlan {
  const r = record(raw);
  const rawItems = list(r.items);
  const rawPeople = list(r.people);
  const rawPhotos = list(r.groupPhotos);
  const counts = { items: rawItems.length, people: rawPeople.length, groupPhotos: rawPhotos.length };
  for (const [field, count] of Object.entries(counts) as [keyof typeof counts, number][]) {
    if (count > DAY_PLAN_LIMITS[field]) throw invalidInput({ [field]: 'plan/too-many-rows' }, `Too many ${field}`);
  }
  const errors: Record<string, ErrorCode> = {};
  const check: Check = (field, code) => {
    if (code) errors[field] = code;
  };
  const items = rawItems.map((item, i) => readItem(item, i, check));
  const people = rawPeople.map((person, i) => readPerson(person, i, check));
  const groupPhotos = rawPhotos.map(text);
  groupPhotos.forEach((photo, i) => check(`groupPhotos.${i}`, lengthError(photo, DAY_PLAN_LIMITS.groupPhoto)));
  const notes = text(r.notes);
  check('notes', lengthError(notes, DAY_PLAN_LIMITS.notes));
  if (Object.keys(errors).length > 0) throw invalidInput(errors, 'Invalid day plan');
  return {
    items: items.filter((item) => !blankItem(item)),
    people: people.filter((person) => !blankPerson(person)),
    groupPhotos: groupPhotos.filter((photo) => photo !== ''),
    notes,
  };
}

/** The field errors of a draft, without throwing: the editor marks them while the couple types. */
export function dayPlanFieldErrors(raw: unknown): Record<string, ErrorCode> {
  try {
    readDayPlan(raw);
    return {};
  } catch (error) {
    const fields = error instanceof DomainError ? error.details?.fields : undefined;
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, ErrorCode>) : { plan: 'unknown' };
  }
}

/** Nothing written yet: no row, no photo, no note (what the 30-days-before reminder asks about). */
export function isDayPlanEmpty(plan: DayPlan): boolean {
  return plan.items.length === 0 && plan.people.length === 0 && plan.groupPhotos.length === 0 && plan.notes === '';
}
