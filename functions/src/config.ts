import { getApps, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import type { CallableOptions } from 'firebase-functions/v2/https';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/booking/reminders';

/**
 * Deploy-time settings (firebase-functions params, read from functions/.env.<projectId> or asked at deploy).
 * The library's default region is us-central1; the couples and the photographer are in Czechia, so Frankfurt.
 * The web app must call the same region (VITE_FIREBASE_FUNCTIONS_REGION).
 */
export const REGION = defineString('DEPLOY_REGION', {
  default: 'europe-west3',
  description: 'Region of the callable functions (the web app must use the same one)',
});
export const PHOTOGRAPHER_EMAIL = defineString('PHOTOGRAPHER_EMAIL', {
  description: 'Where booking and contact notifications are sent',
});
/** The booking window; the web app's VITE_BOOKING_* must say the same (domain/booking/booking-policy.ts). */
export const BOOKING_MIN_DAYS_AHEAD = defineString('BOOKING_MIN_DAYS_AHEAD', {
  default: '14',
  description: 'How many days ahead a wedding date must at least be requested',
});
export const BOOKING_MAX_YEARS_AHEAD = defineString('BOOKING_MAX_YEARS_AHEAD', {
  default: '3',
  description: 'How many years ahead a wedding date may at most be requested',
});
/**
 * Who the booking e-mails come from: an address of the site's domain (the same as the CMS's MAIL_FROM), written into
 * every outbox mail's `from` with the photographer's name (domain/mail/sender.ts). Empty: the Trigger Email
 * extension's DEFAULT_FROM (the preflight and the cold-start check refuse that in production).
 */
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: '',
  description: "Sender address of the booking e-mails, on the site's domain (e.g. web@terezanovakova-foto.cz)",
});
export const SITE_URL = defineString('SITE_URL', {
  default: 'https://www.terezanovakova-foto.cz',
  description: "The site's public address, for links in the e-mails (same as VITE_SITE_URL)",
});
/**
 * The CMS (Strapi). The e-mails read the published price list there (package and extra names and prices; empty, or
 * the CMS unreachable: the mails name the slugs, ports/price-catalogue-port.ts), and the couple's portal callables
 * verify a visitor's session with it (couple-identity.ts; empty: they answer `network/unavailable`). The emulator
 * tests point it at their own test Strapi (scripts/dev/emulators/run.ts); production sets the CMS's public address
 * (same as VITE_STRAPI_URL).
 */
export const STRAPI_URL = defineString('STRAPI_URL', {
  default: '',
  description: 'Public address of the CMS (Strapi): its price list names packages in the e-mails, and it verifies the couples\' sessions',
});
/**
 * Where calendar apps fetch the photographer's feed (`{base}/{token}.ics`). Empty: the function's own address
 * (functions/src/calendar-feed-endpoint.ts); set it when Hosting rewrites a path on the site's domain to `calendarFeed`.
 */
export const CALENDAR_FEED_BASE_URL = defineString('CALENDAR_FEED_BASE_URL', {
  default: '',
  description: 'Base address of the calendar feed (empty: the calendarFeed function URL)',
});

/** When the retention policy runs (Cloud Scheduler syntax, Prague time). */
export const RETENTION_SCHEDULE = 'every day 03:30';

/** The reminders' days and hours (domain/booking/reminders.ts has the defaults and the rules). */
const reminderDefault = (key: keyof typeof DEFAULT_REMINDER_SETTINGS) => String(DEFAULT_REMINDER_SETTINGS[key]);
export const WEDDING_REMINDER_DAYS_BEFORE = defineString('WEDDING_REMINDER_DAYS_BEFORE', {
  default: reminderDefault('weddingReminderDaysBefore'),
  description: 'Days before the wedding when the couple is reminded what to prepare',
});
export const DEPOSIT_REMINDER_DAYS_BEFORE = defineString('DEPOSIT_REMINDER_DAYS_BEFORE', {
  default: reminderDefault('depositReminderDaysBefore'),
  description: 'Days before the deposit is due when a couple that has not paid it is reminded',
});
/**
 * The days to pay are the CMS site setting `depositDueDays` (functions/src/deposit-settings.ts); this param is the
 * fallback when the CMS cannot be read or sets none.
 */
export const DEPOSIT_DUE_DAYS = defineString('DEPOSIT_DUE_DAYS', {
  default: reminderDefault('depositDueDays'),
  description: 'Days after the confirmation when the deposit is due',
});
export const PENDING_DIGEST_AFTER_HOURS = defineString('PENDING_DIGEST_AFTER_HOURS', {
  default: reminderDefault('digestAfterHours'),
  description: "Hours after which an unanswered request appears in the photographer's morning digest",
});
/** When the couples' reminders and the photographer's digest go out (Cloud Scheduler syntax, Prague time). */
export const COUPLE_REMINDERS_SCHEDULE = 'every day 09:00';
export const PENDING_DIGEST_SCHEDULE = 'every day 07:30';
/**
 * When expired date holds are deleted (Cloud Scheduler syntax). Hourly: reads already ignore an expired hold
 * (domain/booking/date-lock.ts), so this only keeps the lock documents tidy; a tighter schedule buys nothing.
 */
export const DATE_HOLD_EXPIRY_SCHEDULE = 'every 60 minutes';
/**
 * When the day plans' pending change notices are sent (Cloud Scheduler syntax): the last change of a burst is told at
 * most this long after the hour since the previous notice ends (domain/day-plan/day-plan-changes.ts).
 */
export const DAY_PLAN_NOTICES_SCHEDULE = 'every 15 minutes';
/**
 * The HMAC key that signs the bot-barrier challenges (a Secret Manager secret: `npx firebase functions:secrets:set
 * ALTCHA_HMAC_KEY`). The emulators read it from functions/.secret.local, which scripts/dev/emulators/run.ts writes with
 * DEV_ALTCHA_HMAC_KEY; outside the emulator a missing key stops every function that needs it.
 */
export const ALTCHA_HMAC_KEY = defineSecret('ALTCHA_HMAC_KEY');
/** Emulator-only key, public in this repository: never accepted outside the Functions emulator. */
export const DEV_ALTCHA_HMAC_KEY = 'dev-only-altcha-key-for-the-emulators';

/** A secret's value: the emulator may use the public development value, nothing else may (and none may be empty). */
function secretValue(name: string, developmentValue: string): string {
  const value = process.env[name] ?? '';
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
  if (!value) {
    if (emulated) return developmentValue;
    throw new Error(`${name} is not set: set the secret before deploying (npx firebase functions:secrets:set ${name})`);
  }
  if (value === developmentValue && !emulated) throw new Error(`${name} is the public development value: set a real secret`);
  return value;
}

export function altchaHmacKey(): string {
  return secretValue('ALTCHA_HMAC_KEY', DEV_ALTCHA_HMAC_KEY);
}

/**
 * What the CMS (Strapi) proves itself with when it reports a deleted account (the accountDeleted hook); Strapi's
 * ACCOUNT_ERASURE_SECRET holds the same value. A Secret Manager secret like ALTCHA_HMAC_KEY; the emulators use the
 * public development value, which scripts/dev/emulators/run.ts also gives its test Strapi.
 */
export const ACCOUNT_ERASURE_SECRET = defineSecret('ACCOUNT_ERASURE_SECRET');
/** Emulator-only value, public in this repository: never accepted outside the Functions emulator. */
export const DEV_ACCOUNT_ERASURE_SECRET = 'dev-only-account-erasure-secret-for-the-emulators';

export function accountErasureSecret(): string {
  return secretValue('ACCOUNT_ERASURE_SECRET', DEV_ACCOUNT_ERASURE_SECRET);
}

/**
 * The galleries' keys (issue 20), Secret Manager secrets like ACCOUNT_ERASURE_SECRET: GALLERY_GUEST_PASS_KEY signs the
 * guests' passes and derives the download tokens of the galleries' files; GALLERY_PIN_KEY keys the guest PINs'
 * digests. The emulators use the public development values (functions/.secret.local, written by
 * scripts/emulators/functions-build.mjs). Changing GALLERY_PIN_KEY voids every PIN set (set them again on the desk);
 * changing GALLERY_GUEST_PASS_KEY ends the guests' passes and the URLs handed out.
 */
export const GALLERY_GUEST_PASS_KEY = defineSecret('GALLERY_GUEST_PASS_KEY');
export const GALLERY_PIN_KEY = defineSecret('GALLERY_PIN_KEY');
/** Emulator-only values, public in this repository: never accepted outside the Functions emulator. */
export const DEV_GALLERY_GUEST_PASS_KEY = 'dev-only-gallery-guest-pass-key-for-the-emulators';
export const DEV_GALLERY_PIN_KEY = 'dev-only-gallery-pin-key-for-the-emulators';

export function galleryKeys(): { guestPass: string; pin: string } {
  return { guestPass: secretValue('GALLERY_GUEST_PASS_KEY', DEV_GALLERY_GUEST_PASS_KEY), pin: secretValue('GALLERY_PIN_KEY', DEV_GALLERY_PIN_KEY) };
}

/** When the galleries' expiry run goes (reminders 14 days ahead, expired galleries' URLs taken back), Prague time. */
export const GALLERY_EXPIRY_SCHEDULE = 'every day 08:30';

/** The params' current values by name, for the start-up check (config-check.ts); read at run time only. */
export function paramValues(): Record<string, string> {
  const params = {
    PHOTOGRAPHER_EMAIL, MAIL_FROM, STRAPI_URL, SITE_URL, CALENDAR_FEED_BASE_URL, BOOKING_MIN_DAYS_AHEAD, BOOKING_MAX_YEARS_AHEAD,
    WEDDING_REMINDER_DAYS_BEFORE, DEPOSIT_REMINDER_DAYS_BEFORE, DEPOSIT_DUE_DAYS, PENDING_DIGEST_AFTER_HOURS,
  };
  return Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.value()]));
}

export const callableOptions: CallableOptions = { region: REGION, maxInstances: 10, concurrency: 80 };
/** The galleries' functions: they sign and check guest passes, PIN digests and download tokens. */
/** Every function that builds the galleries' store (galleryKeys) binds these, or its call fails in production. */
export const GALLERY_SECRETS = [GALLERY_GUEST_PASS_KEY, GALLERY_PIN_KEY];
export const galleryOptions: CallableOptions = { ...callableOptions, secrets: GALLERY_SECRETS };
/**
 * The galleries' media work (renditions of a 24-megapixel original, ZIP parts streamed from the bucket): memory for
 * sharp's decoded pixels, one call per instance so two originals never share it, and time for a 4 GB part.
 */
export const galleryMediaOptions: CallableOptions = { ...galleryOptions, memory: '2GiB', concurrency: 1, timeoutSeconds: 540 };
/** When the scheduled builder looks for download jobs the request's own build did not finish. */
export const GALLERY_DOWNLOADS_SCHEDULE = 'every 10 minutes';
/**
 * When the renditions sweep makes what the upload queue's calls missed (domain/gallery/renditions-sweep.ts). Each run
 * is bounded well inside its 540 s, so runs never overlap.
 */
export const GALLERY_RENDITIONS_SWEEP_SCHEDULE = 'every 10 minutes';
/** The public forms' functions: they sign or check bot-barrier challenges. */
export const challengeOptions: CallableOptions = { ...callableOptions, secrets: [ALTCHA_HMAC_KEY] };

export function ensureApp(): void {
  if (getApps().length === 0) initializeApp();
}

export function db(): Firestore {
  ensureApp();
  return getFirestore();
}

/** The project's default bucket (firebase-admin), loaded on first use: only the galleries' functions need Storage. */
export async function bucket() {
  ensureApp();
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage().bucket();
}

/** Loaded on first use: only the desk's callables need it, and every public cold start would pay for the module. */
export async function auth(): Promise<Auth> {
  ensureApp();
  const { getAuth } = await import('firebase-admin/auth');
  return getAuth();
}

/**
 * Fio banka's read-only API token (issue 21), a Secret Manager secret (`npx firebase functions:secrets:set
 * FIO_API_TOKEN`): the importBankPayments run downloads new transactions with it. A photographer whose account is
 * elsewhere sets it to `-` (Secret Manager keeps no empty secret); the run is then skipped and says so. The emulators
 * get `-`: the real API cannot be reached from them (its tests run against a local stand-in).
 */
export const FIO_API_TOKEN = defineSecret('FIO_API_TOKEN');
export const FIO_IMPORT_SCHEDULE = 'every 60 minutes';

/**
 * The sweep of documents an event owes but that were not issued right after it (a crash, a CMS outage, a trader
 * identity not yet complete): how long such a document can wait, and the couple's held mail with it.
 */
export const PENDING_DOCUMENTS_SCHEDULE = 'every 15 minutes';

/** The token, or null when none is configured (blank or `-`). Never logged. */
export function fioApiToken(): string | null {
  const value = (process.env.FIO_API_TOKEN ?? '').trim();
  return value === '' || value === '-' ? null : value;
}
