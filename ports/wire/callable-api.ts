import type { Booking, BookingStatus } from '../../domain/booking/booking';
import type { BillingInput } from '../../domain/documents/billing-details';
import type { DocumentPolicy } from '../../domain/documents/document-policy';
import type { ManualBookingInput } from '../../domain/booking/booking-by-hand';
import type { BookingEditPatch } from '../../domain/booking/booking-edit';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { GalleryErasureChoice } from '../../domain/privacy/gallery-privacy';
import type { BotChallenge } from '../bot-challenge-port';
import type { DeskThread } from '../booking-thread-port';
import type { AccountErasure, PersonalDataErasure, PersonalDataExport, PortalBooking } from '../couple-portal-port';
import type { EmailVerification, ReservationLookup, SubmissionReceipt } from '../booking-submission-port';
import type { DepositPayments, RecordedBankTransaction, StatementImport } from '../units/bank-import-port';
import type { SubmissionSignals } from './submission-signals';
import { CONTRACT_CALLABLE_NAMES, type ContractCallableApi } from './contract-callable-api';
import { GALLERY_CALLABLE_NAMES, type GalleryCallableApi } from './gallery-callable-api';
import type { IssuedDocument } from '../units/issued-documents-port';
import { DAY_PLAN_CALLABLE_NAMES, type DayPlanCallableApi } from './day-plan-callable-api';
import { DOCUMENT_CALLABLE_NAMES, type DocumentCallableApi } from './document-callable-api';

/**
 * The wire between the browser and the Cloud Functions: each callable function's name with what it receives and
 * answers (plain JSON; instants as ISO strings). Both browser clients (the SDK's `httpsCallable` in
 * adapters/firebase/firebase-callable.ts, plain fetch in firebase-http.ts) take a key of this map, and every
 * `onCall` handler in functions/src is typed from it, so renaming a field or a function fails the type check on both
 * sides. Failures travel as the callable protocol's error with `details.code` (a domain ErrorCode) and, for invalid
 * input, `details.fields`.
 */
export interface CallableApi extends GalleryCallableApi, ContractCallableApi, DayPlanCallableApi, DocumentCallableApi {
  /** A fresh signed proof-of-work challenge for a public form (the bot barrier; solved in the browser). */
  issueChallenge: { request: Record<string, never>; response: BotChallenge };
  /** A public booking request (validated, date-checked, rate-limited, idempotent on `input.id`). */
  submitBooking: { request: { input: BookingRequestInput; signals: SubmissionSignals }; response: SubmissionReceipt };
  /** The couple confirms their e-mail with the token from the receipt mail's link; under a date-hold policy this holds the day. */
  verifyBookingEmail: { request: { token: string }; response: EmailVerification };
  /** A couple looks their request up by code and e-mail; `null` unless both match. */
  lookupReservation: { request: { reservationCode: string; email: string }; response: ReservationLookup | null };
  /** The contact form; the message becomes one mail to the photographer. */
  submitContactMessage: { request: { message: ContactMessage; signals: SubmissionSignals }; response: { ok: true } };
  /**
   * Admin: a legal status change with its date lock and the couple's mail. Answers the updated booking. A confirmation
   * may decline the day's other open requests in the same transaction (`declineOthers`, ports/booking-admin-port.ts).
   */
  changeBookingStatus: { request: { bookingId: string; to: BookingStatus; note?: string; declineOthers?: string[] }; response: Booking };
  /** Admin: GDPR erasure of a booking with its date lock and queued mails; idempotent. */
  deleteBooking: { request: { bookingId: string }; response: { deleted: string } };
  /** Admin: the private calendar feed's address, its token created on first use (ports/calendar-feed-port.ts). */
  calendarFeedUrl: { request: Record<string, never>; response: { url: string } };
  /** Admin: a new calendar feed address; the old one answers 404 from now on. */
  rotateCalendarFeed: { request: Record<string, never>; response: { url: string } };
  /**
   * Admin: queues a failed mail (delivery state ERROR) again as a new outbox document; idempotent per attempt.
   * Answers the new mail's id.
   */
  resendMail: { request: { mailId: string }; response: { mailId: string } };
  /** Admin: a bank statement file (camt.053 or ABO/GPC, base64) imported and matched to the deposits (issue 21). */
  importBankStatement: { request: { contentBase64: string }; response: StatementImport };
  /** Admin: one of "Nepřiřazené platby" assigned to a booking by hand; it may settle the deposit. */
  assignBankPayment: { request: { bankId: string; bookingId: string }; response: RecordedBankTransaction };
  /** Admin: the document policy (issue 22: the deposit invoice only after the contract), the default when never set. */
  documentPolicy: { request: Record<string, never>; response: DocumentPolicy };
  /** Admin: a new document policy; answers it as stored (`document/policy-invalid` for anything but a yes/no). */
  setDocumentPolicy: { request: DocumentPolicy; response: DocumentPolicy };
  /** Admin: "Nepřiřazené platby", the incoming payments no booking took, newest first. */
  listUnassignedPayments: { request: Record<string, never>; response: { payments: RecordedBankTransaction[] } };
  /** Admin: what a booking's variable symbol brought (the booking detail's deposit line), null when nothing yet. */
  bookingDepositPayments: { request: { bookingId: string }; response: { payments: DepositPayments | null } };
  /**
   * A booking's issued documents (invoices, receipts), in the order they were issued: an admin's for any booking, a
   * couple's (their Strapi `session`) for their own only — another couple's is `booking/not-found`.
   */
  listBookingDocuments: { request: { bookingId: string; session?: string }; response: { documents: IssuedDocument[] } };
  /**
   * The couple's portal ("Moje svatba"). `session` is the visitor's Strapi JWT: the function asks Strapi who it is
   * and acts only on bookings whose contact e-mail is the account's confirmed e-mail (ports/couple-portal-port.ts).
   */
  myBookings: { request: { session: string }; response: { bookings: PortalBooking[] } };
  /** The couple withdraws their still-new request. */
  withdrawBooking: { request: { session: string; bookingId: string }; response: PortalBooking };
  /** The couple writes to the photographer about their booking (stored with it, mailed to her). */
  sendBookingMessage: { request: { session: string; bookingId: string; text: string }; response: PortalBooking };
  /**
   * The couple (their Strapi session, verified by Strapi, and their password again, checked by Strapi): everything
   * stored about the account's e-mail (GDPR export).
   */
  exportMyData: { request: { session: string; password: string }; response: PersonalDataExport };
  /**
   * The couple: deletes the account, erases its bookings without a date, keeps and flags those holding one, deletes
   * the e-mail's mails and rate counters, once Strapi has accepted the password again. Repeating it after a failure
   * finishes the job.
   */
  deleteMyAccount: { request: { session: string; password: string; galleries?: GalleryErasureChoice }; response: AccountErasure };
  /** Admin: a booking's thread both ways; opening it marks the couple's messages read for her (ports/booking-thread-port.ts). */
  openBookingThread: { request: { bookingId: string }; response: DeskThread };
  /** Admin: her answer in the booking's thread, mailed to the couple. */
  replyToCouple: { request: { bookingId: string; text: string }; response: DeskThread };
  /** The couple's "Fakturační údaje" for their booking (null or all empty: cleared); answers the booking as the portal shows it. */
  saveMyBillingDetails: { request: { session: string; bookingId: string; billing: BillingInput | null }; response: PortalBooking };
  /** The couple opened their thread: the photographer's replies are read from now on (server time). */
  markMyMessagesRead: { request: { session: string; bookingId: string }; response: PortalBooking };
  /** Admin: a booking taken by phone, at a fair… with its date lock and the couple's mail (booking-admin-port.ts). */
  createBookingByHand: { request: { input: ManualBookingInput }; response: Booking };
  /** Admin: corrects a booking's details, recorded old → new in its history. */
  editBooking: { request: { bookingId: string; patch: BookingEditPatch }; response: Booking };
  /** Admin: moves a booking to another day with its date lock, in one transaction. */
  moveBooking: { request: { bookingId: string; newDate: string }; response: Booking };
}

export type CallableName = keyof CallableApi;
export type CallableRequest<N extends CallableName> = CallableApi[N]['request'];
export type CallableResponse<N extends CallableName> = CallableApi[N]['response'];

/**
 * What a handler really receives: the request's shape with every field unchecked, because anyone can call a
 * function with anything. A handler reads only fields the contract names, and must validate each one.
 */
export type UntrustedRequest<N extends CallableName> = { readonly [K in keyof CallableRequest<N>]?: unknown };

/** Every callable name, for the check that functions/src/index.ts deploys exactly these. */
export const CALLABLE_NAMES = [
  'issueChallenge',
  'submitBooking',
  'lookupReservation',
  'verifyBookingEmail',
  'submitContactMessage',
  'changeBookingStatus',
  'deleteBooking',
  'calendarFeedUrl',
  'rotateCalendarFeed',
  'resendMail',
  'importBankStatement',
  'assignBankPayment',
  'documentPolicy',
  'setDocumentPolicy',
  'listUnassignedPayments',
  'listBookingDocuments',
  'bookingDepositPayments',
  'myBookings',
  'withdrawBooking',
  'sendBookingMessage',
  'markMyMessagesRead',
  'saveMyBillingDetails',
  'openBookingThread',
  'replyToCouple',
  'exportMyData',
  'deleteMyAccount',
  'createBookingByHand',
  'editBooking',
  'moveBooking',
  ...GALLERY_CALLABLE_NAMES,
  ...CONTRACT_CALLABLE_NAMES,
  ...DAY_PLAN_CALLABLE_NAMES,
  ...DOCUMENT_CALLABLE_NAMES,
] as const satisfies readonly CallableName[];

/**
 * Every scheduled function (Cloud Scheduler, no caller, nothing on the wire): named here so the same check knows
 * that functions/src/index.ts deploys these and nothing else besides the callables.
 */
export const SCHEDULED_FUNCTIONS = ['applyRetentionPolicy', 'sendCoupleReminders', 'sendPendingDigest', 'expireDateHolds', 'sendGalleryExpiryReminders', 'buildGalleryDownloads', 'makeMissingRenditions', 'importBankPayments', 'issuePendingDocuments', 'sendDayPlanNotices'] as const;
export type ScheduledFunctionName = (typeof SCHEDULED_FUNCTIONS)[number];

/**
 * Every plain HTTPS function (onRequest): not callables, because their client is not our web app but whatever
 * fetches the address — here the calendar apps subscribed to the feed (`GET {base}/{token}.ics`).
 */
export const HTTP_FUNCTIONS = ['calendarFeed'] as const;
export type HttpFunctionName = (typeof HTTP_FUNCTIONS)[number];

/**
 * Server-to-server hooks (onRequest, POST, JSON): called by the CMS, never by a browser, and proven by a shared
 * secret (`Authorization: Bearer <secret>`); a missing or wrong secret is 401 and changes nothing.
 * - `accountDeleted`: Strapi reports an account deleted by any path (its admin, its API, the couple's own
 *   "Smazat účet"), before it deletes it (cms/src/bootstrap/account-erasure.ts, cms/lib/account-erasure-hook.js);
 *   its e-mail's data is erased or flagged as "Smazat účet" does (application/privacy/erase-personal-data.ts). A 200 lets
 *   the deletion go on; anything else stops it, so no account disappears with its data left behind.
 */
export interface ServerHooks {
  /** `accountId`: Strapi's id of the deleted account, recorded (ids only) so a restore never brings the account back. */
  accountDeleted: { request: { email: string; accountId?: string }; response: PersonalDataErasure };
}
export const SERVER_HOOKS = ['accountDeleted'] as const satisfies readonly (keyof ServerHooks)[];
export type ServerHookName = (typeof SERVER_HOOKS)[number];
