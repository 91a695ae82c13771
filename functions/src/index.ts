// The callable functions of the contract in ports/wire/callable-api.ts; each one is a use case from application/ over
// the firebase-admin units of adapters/firestore-admin/. Plus the scheduled runs (SCHEDULED_FUNCTIONS, same file):
// retention, the couples' reminders, the photographer's digest and the date holds' expiry; the photographer's calendar
// feed (HTTP_FUNCTIONS, same file); and the CMS's report of a deleted account (SERVER_HOOKS, same file).
// No Firestore-triggered functions: they do not run in the offline emulator setup, and side effects (mails) are
// queued in the same transaction as the data they describe.
import { logger } from 'firebase-functions';
import { onInit } from 'firebase-functions/v2/core';
import { acceptBookingRequest } from '../../application/booking/accept-request';
import { changeBookingStatus as changeStatus } from '../../application/booking/change-status';
import { eraseBooking } from '../../application/booking/erase-booking';
import { createBookingByHand as createByHand } from '../../application/booking/create-booking-by-hand';
import { editBookingDetails } from '../../application/booking/edit-booking-details';
import { moveBookingDate } from '../../application/booking/move-booking-date';
import { calendarFeedAddress, rotateCalendarFeed as rotateFeed } from '../../application/calendar/calendar-feed-address';
import { serveCalendarFeed } from '../../application/calendar/serve-calendar-feed';
import { lookupReservation as lookup } from '../../application/booking/lookup-reservation';
import { verifyBookingEmail as verifyEmail } from '../../application/booking/verify-email';
import { sendContactMessage } from '../../application/contact/send-contact-message';
import { resendMail as resend } from '../../application/mail/resend-mail';
import { listMyBookings, saveMyBillingDetails as saveCoupleBillingDetails, sendMyMessage, withdrawMyBooking } from '../../application/portal/couple-portal';
import { eraseDeletedAccount } from '../../application/privacy/erase-personal-data';
import { calendarFeedTokenOf } from '../../domain/booking/calendar-feed';
import { bookingEdits } from '../../adapters/firestore-admin/firestore-edit-unit';
import { bookingIntake } from '../../adapters/firestore-admin/firestore-intake-unit';
import { bookingMoves } from '../../adapters/firestore-admin/firestore-move-unit';
import { calendarFeedDesk, calendarFeedSource } from '../../adapters/firestore-admin/firestore-calendar-feed-store';
import { contactOutbox } from '../../adapters/firestore-admin/firestore-contact-outbox';
import { couplePortalStore } from '../../adapters/firestore-admin/firestore-couple-portal-store';
import { emailVerifier } from '../../adapters/firestore-admin/firestore-email-verifier';
import { erasures } from '../../adapters/firestore-admin/firestore-erase-unit';
import { manualBookings } from '../../adapters/firestore-admin/firestore-manual-booking-unit';
import { personalDataStore } from '../../adapters/firestore-admin/firestore-personal-data-store';
import { runDateHoldExpiry } from '../../adapters/firestore-admin/firestore-date-hold-expiry';
import { resends } from '../../adapters/firestore-admin/firestore-resend-unit';
import { reservationFinder } from '../../adapters/firestore-admin/firestore-reservation-finder';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { statusChanges } from '../../adapters/firestore-admin/firestore-status-change-unit';
import { adminCallerOf, callable } from './callable';
import { bookingPolicy, challenges, dateHoldPolicy, mailSettings, reminderSettings, secureRandom, senderSettings } from './call-settings';
import { calendarFeedBaseUrl, httpsEndpoint } from './calendar-feed-endpoint';
import { clientIp } from './client-ip';
import {
  challengeOptions,
  COUPLE_REMINDERS_SCHEDULE,
  DATE_HOLD_EXPIRY_SCHEDULE,
  DAY_PLAN_NOTICES_SCHEDULE,
  bucket,
  db,
  GALLERY_EXPIRY_SCHEDULE,
  GALLERY_SECRETS,
  galleryOptions,
  galleryKeys,
  GALLERY_DOWNLOADS_SCHEDULE,
  GALLERY_RENDITIONS_SWEEP_SCHEDULE,
  paramValues,
  PENDING_DIGEST_SCHEDULE,
  RETENTION_SCHEDULE,
  SITE_URL,
  STRAPI_URL,
  FIO_API_TOKEN,
  FIO_IMPORT_SCHEDULE,
  fioApiToken,
  PENDING_DOCUMENTS_SCHEDULE,
} from './config';
import { runBankFeedImport, statementBytes } from './bank-import-run';
import { importBankStatement as importStatement } from '../../application/payment/import-bank-statement';
import { assignPaymentByHand } from '../../application/payment/assign-payment-by-hand';
import { requireAdmin } from '../../domain/user/user';
import { assignedBooking } from '../../domain/bank/payment-match';
import { bankImports } from '../../adapters/firestore-admin/firestore-bank-import-unit';
import { firestoreBankLedger } from '../../adapters/firestore-admin/firestore-bank-ledger';
import { listUnassignedPayments as listUnassigned } from '../../application/payment/list-unassigned-payments';
import { readDepositPayments } from '../../application/payment/read-deposit-payments';
import { configProblemsMessage, functionsConfigProblems } from './config-check';
import { deleteMyAccount as eraseMyAccount, exportMyPersonalData } from './personal-data-callables';
import { serverHook } from './server-hook';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { cmsDepositSettings } from './deposit-settings';
import { scheduled } from './scheduled';
import { runGalleryExpiryOn } from './gallery-expiry-run';
import { issueDocumentsOf, sweepPendingDocuments } from './document-issue-run';
import { changeDocumentPolicy, readDocumentPolicy } from '../../application/documents/document-policy';
import { firestoreDocumentPolicyStore } from '../../adapters/firestore-admin/firestore-document-policy';
import { documentIssuingOn } from './document-settings';
import { galleryPrivacyStore, runGalleryDownloads } from './gallery-store';
import { runRenditionsSweepOn } from './renditions-sweep-run';
import { JOB_RETENTION_PERIODS, runCoupleReminders, runDayPlanNotices, runDayPlanReminders, runPendingDigest, runRetention } from './scheduled-runs';
import { deliverPendingContractsOn } from './contract-delivery';

// Every cold start outside the emulator says what the deployment lacks (the emulator runs without a CMS on purpose):
// a missing STRAPI_URL otherwise only shows as portals answering "unavailable" and mails naming slugs.
onInit(() => {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return;
  const message = configProblemsMessage(functionsConfigProblems(paramValues()));
  if (message) logger.error(message);
});

export const issueChallenge = callable('issueChallenge', async () => challenges().issue(await serverNow(db())), challengeOptions);

export const submitBooking = callable('submitBooking', async (data, request) => {
  const now = await serverNow(db());
  const policy = bookingPolicy();
  const holdPolicy = await dateHoldPolicy();
  return acceptBookingRequest(
    { input: data.input, signals: data.signals, client: clientIp(request.rawRequest), now, policy, holdPolicy, random: secureRandom },
    bookingIntake(db(), now, challenges(), mailSettings()),
  );
}, challengeOptions);

export const lookupReservation = callable('lookupReservation', async (data, request) => {
  const now = await serverNow(db());
  return lookup({ reservationCode: data.reservationCode, email: data.email, client: clientIp(request.rawRequest), now }, reservationFinder(db(), now), cmsDepositSettings);
});

/** The button on the page the receipt mail's link opens: confirms the e-mail and, under a date-hold policy, holds the day. */
export const verifyBookingEmail = callable('verifyBookingEmail', async (data, request) => {
  const now = await serverNow(db());
  const holdPolicy = await dateHoldPolicy();
  return verifyEmail({ token: data.token, client: clientIp(request.rawRequest), now, holdPolicy }, emailVerifier(db(), now));
});

export const submitContactMessage = callable('submitContactMessage', async (data, request) => {
  const now = await serverNow(db());
  return sendContactMessage(
    { message: data.message, signals: data.signals, client: clientIp(request.rawRequest), now },
    contactOutbox(db(), now, senderSettings()),
    challenges(),
  );
}, challengeOptions);

/**
 * After an event committed, the documents it owes (docs/documents.md): issued, stored and their held mails released
 * before the call answers; what cannot be issued now is left to the issuePendingDocuments sweep.
 */
const settledBookings = (results: readonly { bookingId?: string }[]) => results.flatMap((result) => (result.bookingId ? [result.bookingId] : []));
const issueDocumentsAfter = async (bookingIds: Iterable<string>, now: Date) => {
  try {
    return await issueDocumentsOf(documentIssuingOn(db(), await bucket(), now), bookingIds);
  } catch (error) {
    // The event is committed and must not read as failed: the sweep issues what is pending.
    logger.error('Issuing documents after an event failed; the sweep issues them', { error: String(error) });
    return { failed: 1 };
  }
};

export const changeBookingStatus = callable('changeBookingStatus', async (data, request) => {
  const now = await serverNow(db());
  const changed = await changeStatus(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, to: data.to, note: data.note, declineOthers: data.declineOthers, now },
    statusChanges(db()),
    mailSettings(),
  );
  await issueDocumentsAfter([changed.id], now);
  return changed;
});

export const createBookingByHand = callable('createBookingByHand', async (data, request) => {
  const caller = await adminCallerOf(request);
  const now = await serverNow(db());
  const holdPolicy = await dateHoldPolicy();
  const created = await createByHand({ caller, input: data.input, now, policy: bookingPolicy(), holdPolicy, random: secureRandom }, manualBookings(db()), mailSettings());
  await issueDocumentsAfter([created.id], now);
  return created;
});

export const editBooking = callable('editBooking', async (data, request) =>
  editBookingDetails(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, patch: data.patch, now: await serverNow(db()) },
    bookingEdits(db()),
    mailSettings().prices,
  ),
);

export const moveBooking = callable('moveBooking', async (data, request) =>
  moveBookingDate(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, newDate: data.newDate, now: await serverNow(db()), policy: bookingPolicy() },
    bookingMoves(db()),
    mailSettings(),
  ),
);

export const deleteBooking = callable('deleteBooking', async (data, request) =>
  eraseBooking({ caller: await adminCallerOf(request), bookingId: data.bookingId, now: await serverNow(db()) }, erasures(db())),
);

export const calendarFeedUrl = callable('calendarFeedUrl', async (_data, request) =>
  calendarFeedAddress(await adminCallerOf(request), calendarFeedDesk(db(), await serverNow(db()), calendarFeedBaseUrl())),
);

export const rotateCalendarFeed = callable('rotateCalendarFeed', async (_data, request) =>
  rotateFeed(await adminCallerOf(request), calendarFeedDesk(db(), await serverNow(db()), calendarFeedBaseUrl())),
);

export const calendarFeed = httpsEndpoint('calendarFeed', async ({ method, path }) => {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405 };
  const body = await serveCalendarFeed(calendarFeedTokenOf(path), calendarFeedSource(db()), { now: await serverNow(db()), siteUrl: SITE_URL.value() });
  return body === null ? { status: 404 } : { status: 200, body };
});

export const resendMail = callable('resendMail', async (data, request) =>
  resend({ caller: await adminCallerOf(request), mailId: data.mailId, now: await serverNow(db()) }, resends(db())),
);

export const importBankStatement = callable('importBankStatement', async (data, request) => {
  const caller = await adminCallerOf(request);
  requireAdmin(caller);
  const now = await serverNow(db());
  const imported = await importStatement({ caller, file: statementBytes(data.contentBase64), now }, bankImports(db()), mailSettings());
  await issueDocumentsAfter(settledBookings(imported.results), now);
  return imported;
});

export const assignBankPayment = callable('assignBankPayment', async (data, request) => {
  const now = await serverNow(db());
  const assigned = await assignPaymentByHand({ caller: await adminCallerOf(request), bankId: data.bankId, bookingId: data.bookingId, now }, bankImports(db()), mailSettings());
  await issueDocumentsAfter([assignedBooking(assigned.match)].filter((id): id is string => id !== null), now);
  return assigned;
});

export const documentPolicy = callable('documentPolicy', async (_data, request) => readDocumentPolicy(await adminCallerOf(request), firestoreDocumentPolicyStore(db())));

export const setDocumentPolicy = callable('setDocumentPolicy', async (data, request) => changeDocumentPolicy(await adminCallerOf(request), data, firestoreDocumentPolicyStore(db())));

export const listUnassignedPayments = callable('listUnassignedPayments', async (_data, request) => ({
  payments: await listUnassigned({ caller: await adminCallerOf(request) }, firestoreBankLedger(db())),
}));

export const bookingDepositPayments = callable('bookingDepositPayments', async (data, request) => ({
  payments: await readDepositPayments({ caller: await adminCallerOf(request), bookingId: data.bookingId }, firestoreBankLedger(db())),
}));

/** The couple's portal: every call proves who it is with the visitor's Strapi session (adapters/strapi/server/strapi-couple-verifier.ts). */
const portal = (now: Date) => couplePortalStore(db(), now, strapiCoupleVerifier(STRAPI_URL.value()), mailSettings());

export const myBookings = callable('myBookings', async (data, request) => {
  const now = await serverNow(db());
  return { bookings: await listMyBookings({ session: data.session, client: clientIp(request.rawRequest), now }, portal(now)) };
});

export const withdrawBooking = callable('withdrawBooking', async (data, request) => {
  const now = await serverNow(db());
  return withdrawMyBooking({ session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest), now }, portal(now));
});

export const saveMyBillingDetails = callable('saveMyBillingDetails', async (data, request) => {
  const now = await serverNow(db());
  return saveCoupleBillingDetails({ session: data.session, bookingId: data.bookingId, billing: data.billing, client: clientIp(request.rawRequest), now }, portal(now));
});

export const sendBookingMessage = callable('sendBookingMessage', async (data, request) => {
  const now = await serverNow(db());
  return sendMyMessage({ session: data.session, bookingId: data.bookingId, text: data.text, client: clientIp(request.rawRequest), now }, portal(now));
});
// Both read the account's galleries through the galleries' store, which needs their keys (a kept gallery's files get new tokens).
export const exportMyData = callable('exportMyData', async (data, request) =>
  exportMyPersonalData(db(), { session: data.session, password: data.password, client: clientIp(request.rawRequest), now: await serverNow(db()) }),
  galleryOptions,
);

export const deleteMyAccount = callable('deleteMyAccount', async (data, request) =>
  eraseMyAccount(db(), { session: data.session, password: data.password, galleries: data.galleries, client: clientIp(request.rawRequest), now: await serverNow(db()) }),
  galleryOptions,
);

/** Strapi reports an account deleted by any path (its admin, its API, the couple's own request): the same erasure. */
export const accountDeleted = serverHook('accountDeleted', async (body) => {
  const now = await serverNow(db());
  return eraseDeletedAccount({ email: body.email, accountId: body.accountId, now }, personalDataStore(db()), senderSettings(), await galleryPrivacyStore(now));
});

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

// The galleries', the threads', the contract's, the day plan's and the documents' callables live in their own files; the drift test
// reads them all.
export * from './gallery-callables';
export * from './thread-callables';
export * from './contract-callables';
export * from './day-plan-callables';
export * from './document-callables';
