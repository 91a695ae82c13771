import { readBookingPolicy } from '../../domain/booking/booking-policy';
import { readReminderSettings, requireRemindersOutliveMails } from '../../domain/booking/reminders';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { senderProblem } from '../../domain/mail/sender';
import { emailError } from '../../domain/validation/fields';

/** SITE_URL's default in config.ts (the sender must be on the domain the mails link to). */
export const DEFAULT_SITE_URL = 'https://www.terezanovakova-foto.cz';

/**
 * What the deployed functions need from their params (functions/.env.<projectId>), as one list: logged at every cold
 * start outside the emulator (index.ts) and printed by `npm run preflight` before a deploy. Pure, so the preflight
 * script can load it without the Firebase SDKs. Each problem says in Czech and English what breaks without it.
 */
export interface ConfigProblem {
  variable: string;
  cs: string;
  en: string;
}

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Problems of these param values (unset: `undefined` or empty; a param with a default may stay unset). */
export function functionsConfigProblems(values: Record<string, string | undefined>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const value = (name: string) => (values[name] ?? '').trim();
  if (emailError(value('PHOTOGRAPHER_EMAIL'))) {
    problems.push({
      variable: 'PHOTOGRAPHER_EMAIL',
      cs: 'chybí platný e-mail fotografky: kam chodí poptávky a zprávy',
      en: 'missing or invalid: where booking and contact notifications go',
    });
  }
  if (!isHttpUrl(value('STRAPI_URL'))) {
    problems.push({
      variable: 'STRAPI_URL',
      cs: 'chybí adresa CMS: portál snoubenců hlásí „nedostupné“, e-maily uvádějí kódy balíčků místo názvů a cen, bez zálohy a předběžné rezervace termínu',
      en: "missing: the CMS address — the couples' portal answers unavailable, mails name package slugs, no deposit and no date holds",
    });
  }
  const sender = value('MAIL_FROM')
    ? senderProblem(value('MAIL_FROM'), value('SITE_URL') || DEFAULT_SITE_URL)
    : "missing: the booking e-mails' sender — they would leave from the mail extension's default address, off the site's domain";
  if (sender) {
    problems.push({
      variable: 'MAIL_FROM',
      cs: 'odesílatel e-mailů musí být adresa na doméně webu (SITE_URL): jinak e-maily skončí ve spamu nebo se vrátí',
      en: sender,
    });
  }
  if (value('SITE_URL') && !isHttpUrl(value('SITE_URL'))) {
    problems.push({ variable: 'SITE_URL', cs: 'adresa webu není URL (odkazy v e-mailech)', en: "the site's address is not a URL (links in the mails)" });
  }
  if (value('CALENDAR_FEED_BASE_URL') && !isHttpUrl(value('CALENDAR_FEED_BASE_URL'))) {
    problems.push({ variable: 'CALENDAR_FEED_BASE_URL', cs: 'adresa kalendáře není URL', en: 'the calendar feed base is not a URL' });
  }
  // The domain's readers refuse nonsense; a deploy should hear it before the first call does.
  const invalid = (variable: string, error: unknown) =>
    problems.push({ variable, cs: 'neplatná hodnota', en: error instanceof Error ? error.message : String(error) });
  for (const [variable, read] of NUMERIC_PARAMS) {
    try {
      read(value(variable) || undefined);
    } catch (error) {
      invalid(variable, error);
    }
  }
  try {
    const reminders = readReminderSettings(Object.fromEntries(REMINDER_PARAMS.map(([variable, key]) => [key, value(variable) || undefined])));
    requireRemindersOutliveMails(reminders, RETENTION_PERIODS.deleteMailsAfterDays);
  } catch (error) {
    // The outbox's retention is the code's (domain/privacy/retention.ts): a reminder param must fit under it.
    if (!problems.some((problem) => NUMERIC_PARAMS.some(([variable]) => variable === problem.variable))) invalid('WEDDING_REMINDER_DAYS_BEFORE', error);
  }
  return problems;
}

const REMINDER_PARAMS = [
  ['WEDDING_REMINDER_DAYS_BEFORE', 'weddingReminderDaysBefore'],
  ['DEPOSIT_REMINDER_DAYS_BEFORE', 'depositReminderDaysBefore'],
  ['DEPOSIT_DUE_DAYS', 'depositDueDays'],
  ['PENDING_DIGEST_AFTER_HOURS', 'digestAfterHours'],
] as const;

/** Each whole-number param with the domain reader that judges it (config.ts reads them with the same ones). */
const NUMERIC_PARAMS: Array<[string, (value: string | undefined) => unknown]> = [
  ['BOOKING_MIN_DAYS_AHEAD', (value) => readBookingPolicy({ minDaysAhead: value })],
  ['BOOKING_MAX_YEARS_AHEAD', (value) => readBookingPolicy({ maxYearsAhead: value })],
  ...REMINDER_PARAMS.map(([variable, key]): [string, (value: string | undefined) => unknown] => [variable, (value) => readReminderSettings({ [key]: value })]),
];

/** The check's verdict as one log line (Czech / English), or null when nothing is missing. */
export function configProblemsMessage(problems: ConfigProblem[]): string | null {
  if (problems.length === 0) return null;
  return `Functions configuration incomplete / neúplná konfigurace funkcí: ${problems.map((p) => `${p.variable}: ${p.cs} / ${p.en}`).join('; ')}`;
}
