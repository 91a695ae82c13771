import { randomInt } from 'node:crypto';
import { altchaChallenges } from '../../application/bot/altcha-challenges';
import { readBookingPolicy } from '../../domain/booking/booking-policy';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import { readReminderSettings, requireRemindersOutliveMails } from '../../domain/booking/reminders';
import { fromHeader } from '../../domain/mail/sender';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { cmsSiteSettings } from './cms-site-settings';
import {
  altchaHmacKey,
  db,
  BOOKING_MAX_YEARS_AHEAD,
  BOOKING_MIN_DAYS_AHEAD,
  DEPOSIT_REMINDER_DAYS_BEFORE,
  MAIL_FROM,
  PENDING_DIGEST_AFTER_HOURS,
  PHOTOGRAPHER_EMAIL,
  SITE_URL,
  STRAPI_URL,
  WEDDING_REMINDER_DAYS_BEFORE,
} from './config';
import { siteHoldPolicy } from './date-hold-policy';
import { cmsDepositSettings, depositDueDays } from './deposit-settings';
import { cmsPhotographerName } from './photographer-name';
import { strapiPriceCatalogue } from '../../adapters/strapi/server/strapi-price-catalogue-reader';
import { qrPngBase64 } from './qr-png';
import { firestoreDocumentPolicy } from '../../adapters/firestore-admin/firestore-document-policy';
import { JOB_RETENTION_PERIODS } from './scheduled-runs';

// What the functions read per call from their params and the CMS: never while the module loads, as params are only
// known at run time.

export const secureRandom = () => randomInt(0, 2 ** 30) / 2 ** 30;
/** Read per call: the secret is only in the environment of the functions that declare it (challengeOptions). */
export const challenges = () => altchaChallenges(altchaHmacKey());
/** One price-list reader per instance (it caches): params are read at run time, never while the module loads. */
let prices: ReturnType<typeof strapiPriceCatalogue> | undefined;
export const mailSettings = (): MailSettings => ({
  siteUrl: SITE_URL.value(),
  mailFrom: MAIL_FROM.value(),
  photographerEmail: PHOTOGRAPHER_EMAIL.value(),
  prices: (prices ??= strapiPriceCatalogue(STRAPI_URL.value())),
  deposit: cmsDepositSettings,
  qrPng: qrPngBase64,
  photographer: cmsPhotographerName,
  documents: firestoreDocumentPolicy(db()),
});
/** One date-hold policy reader per instance (the site settings cache; the last known policy outlives a CMS outage). */
let holdPolicy: (() => Promise<DateHoldPolicy>) | undefined;
export const dateHoldPolicy = () => (holdPolicy ??= siteHoldPolicy(cmsSiteSettings()))();

export const bookingPolicy = () => readBookingPolicy({ minDaysAhead: BOOKING_MIN_DAYS_AHEAD.value(), maxYearsAhead: BOOKING_MAX_YEARS_AHEAD.value() });

/** The days to pay come from the CMS site settings (DEPOSIT_DUE_DAYS only when the CMS cannot say). */
export const reminderSettings = async () => {
  const settings = readReminderSettings({
    weddingReminderDaysBefore: WEDDING_REMINDER_DAYS_BEFORE.value(),
    depositReminderDaysBefore: DEPOSIT_REMINDER_DAYS_BEFORE.value(),
    depositDueDays: await depositDueDays(),
    digestAfterHours: PENDING_DIGEST_AFTER_HOURS.value(),
  });
  requireRemindersOutliveMails(settings, JOB_RETENTION_PERIODS.deleteMailsAfterDays);
  return settings;
};

/** Where the photographer's own notices go and how they are signed (the contact form's mail, the erasure notice). */
export const senderSettings = () => ({ siteUrl: SITE_URL.value(), photographerEmail: PHOTOGRAPHER_EMAIL.value(), from: fromHeader(null, MAIL_FROM.value()) });
