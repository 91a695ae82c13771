// The scheduled runs (SCHEDULED_FUNCTIONS in ports/wire/callable-api.ts), re-exported by index.ts: retention, the
// couples' reminders, the photographer's digest, the date holds' expiry, the galleries' reminders, downloads and
// renditions, the bank feed and the documents' sweep. Each body is a plain function the emulator tests drive.
import { runDateHoldExpiry } from '../../adapters/firestore-admin/firestore-date-hold-expiry';
import { runBankFeedImport } from './bank-import-run';
import { mailSettings, reminderSettings } from './call-settings';
import {
  bucket,
  COUPLE_REMINDERS_SCHEDULE,
  DATE_HOLD_EXPIRY_SCHEDULE,
  DAY_PLAN_NOTICES_SCHEDULE,
  db,
  FIO_API_TOKEN,
  FIO_IMPORT_SCHEDULE,
  fioApiToken,
  GALLERY_DOWNLOADS_SCHEDULE,
  GALLERY_EXPIRY_SCHEDULE,
  GALLERY_RENDITIONS_SWEEP_SCHEDULE,
  GALLERY_SECRETS,
  galleryKeys,
  PENDING_DIGEST_SCHEDULE,
  PENDING_DOCUMENTS_SCHEDULE,
  RETENTION_SCHEDULE,
} from './config';
import { deliverPendingContractsOn } from './contract-delivery';
import { sweepPendingDocuments } from './document-issue-run';
import { documentIssuingOn } from './document-settings';
import { issueDocumentsAfter } from './documents-after-event';
import { runGalleryExpiryOn } from './gallery-expiry-run';
import { galleryPrivacyStore, runGalleryDownloads } from './gallery-store';
import { runRenditionsSweepOn } from './renditions-sweep-run';
import { scheduled } from './scheduled';
import { JOB_RETENTION_PERIODS, runCoupleReminders, runDayPlanNotices, runDayPlanReminders, runPendingDigest, runRetention } from './scheduled-runs';

export const applyRetentionPolicy = scheduled('applyRetentionPolicy', RETENTION_SCHEDULE, async (now) => runRetention(db(), now, JOB_RETENTION_PERIODS, await galleryPrivacyStore(now)), GALLERY_SECRETS);

// Hourly, the accepted contracts whose PDF and mails failed right after acceptance are delivered again.
export const expireDateHolds = scheduled('expireDateHolds', DATE_HOLD_EXPIRY_SCHEDULE, async (now) => ({
  ...(await runDateHoldExpiry(db(), now)),
  contracts: await deliverPendingContractsOn(now),
}));

export const sendCoupleReminders = scheduled('sendCoupleReminders', COUPLE_REMINDERS_SCHEDULE, async (now) => {
  const settings = await reminderSettings();
  return { ...(await runCoupleReminders(db(), now, settings, mailSettings())), ...(await runDayPlanReminders(db(), now, settings, mailSettings())) };
});

export const sendDayPlanNotices = scheduled('sendDayPlanNotices', DAY_PLAN_NOTICES_SCHEDULE, (now) => runDayPlanNotices(db(), now, mailSettings()));

export const sendPendingDigest = scheduled('sendPendingDigest', PENDING_DIGEST_SCHEDULE, async (now) =>
  runPendingDigest(db(), now, await reminderSettings(), mailSettings()),
);

const galleryExpiry = async (now: Date) => runGalleryExpiryOn(db(), await bucket(), galleryKeys().guestPass, now, mailSettings());
export const sendGalleryExpiryReminders = scheduled('sendGalleryExpiryReminders', GALLERY_EXPIRY_SCHEDULE, galleryExpiry, GALLERY_SECRETS);

export const buildGalleryDownloads = scheduled('buildGalleryDownloads', GALLERY_DOWNLOADS_SCHEDULE, runGalleryDownloads, GALLERY_SECRETS, {
  memory: '1GiB',
  timeoutSeconds: 540,
});

const renditionsSweep = async (now: Date) => runRenditionsSweepOn(db(), await bucket(), galleryKeys().guestPass, now);
export const makeMissingRenditions = scheduled('makeMissingRenditions', GALLERY_RENDITIONS_SWEEP_SCHEDULE, renditionsSweep, GALLERY_SECRETS, {
  memory: '2GiB',
  timeoutSeconds: 540,
});

// Fio's API allows a request per 30 s; a 409 is waited out, hence the longer timeout.
const bankFeedImport = async (now: Date) => {
  const report = await runBankFeedImport(db(), fioApiToken(), now, mailSettings());
  return { ...report, documents: await issueDocumentsAfter('bookingIds' in report ? report.bookingIds : [], now) };
};
export const importBankPayments = scheduled('importBankPayments', FIO_IMPORT_SCHEDULE, bankFeedImport, [FIO_API_TOKEN], { timeoutSeconds: 300 });

export const issuePendingDocuments = scheduled('issuePendingDocuments', PENDING_DOCUMENTS_SCHEDULE, async (now) => sweepPendingDocuments(documentIssuingOn(db(), await bucket(), now)));
