import type { BookingHistoryEvent, BookingMessage, BookingPricing, BookingStatus } from '../domain/booking/booking';
import type { ChosenItems } from '../domain/content/price-package';
import type { ContractAcceptance } from '../domain/contract/contract-acceptance';
import type { BillingDetails, BillingInput } from '../domain/documents/billing-details';
import type { DepositInstructions } from '../domain/payment/deposit-instructions';
import type { GalleryErasureChoice, GalleryExport } from '../domain/privacy/gallery-privacy';

/** One entry of a booking's history as the couple sees it: what happened and when — never who on the desk, never notes. */
export interface PortalHistoryEntry {
  at: string;
  from: BookingStatus | null;
  to: BookingStatus;
  event?: BookingHistoryEvent;
}

/**
 * A couple's reservation as their portal ("Moje svatba") shows it: what they asked for, where it stands, what they
 * may do. Built on the server from the stored booking (only bookings whose contact e-mail is the verified account's).
 */
export interface PortalBooking {
  id: string;
  reservationCode: string;
  status: BookingStatus;
  weddingDate: string;
  ceremonyTime?: string;
  venue?: string;
  town?: string;
  guests?: number;
  coupleNames: string;
  packageSlug?: string;
  extras: string[];
  /** The prices agreed at request time; null for a booking stored before prices were kept ("cena neznámá"). */
  pricing: BookingPricing | null;
  /**
   * Only without agreed prices: the package and extras by the current price list's names (the slug where the list
   * is not at hand or no longer has the item). Their prices are not agreed ones and are not shown.
   */
  named?: ChosenItems;
  history: PortalHistoryEntry[];
  messages: BookingMessage[];
  /** The photographer's replies the couple has not seen yet (until markMessagesRead; domain/booking/message-marks.ts). */
  unreadIds: string[];
  /** Whether the couple may still withdraw the request (only while it is `new`). */
  canWithdraw: boolean;
  /**
   * How to pay the deposit (amount, account, variable symbol, due date, the QR Platba payload), once the booking is
   * confirmed and the CMS names a bank account and a deposit rule; shown as received once it is paid.
   */
  deposit?: DepositInstructions;
  /** The wedding as an iCalendar file (the same export as the photographer's), present while the booking holds the date. */
  ics?: string;
  /**
   * A request that holds its day (the date-hold policy): until when (an ISO instant), or no `until` when the hold lasts
   * until the photographer answers. Absent when the request holds nothing (or its hold has expired).
   */
  hold?: { until?: string };
  /** "Fakturační údaje": whom the documents issued from now on are made out to (absent: the couple by name). */
  billing?: BillingDetails;
}

/** Everything stored about the account's e-mail, as the couple downloads it ("Stáhnout moje údaje"). */
export interface PersonalDataExport {
  exportedAt: string;
  email: string;
  /** The accounts service's fields (no password hash, no tokens). */
  account: Record<string, unknown> | null;
  /** Every booking with its history and messages (the photographer's internal notes included: they are about the couple). */
  bookings: Record<string, unknown>[];
  /** Contact-form messages sent from this e-mail. */
  contactMessages: Record<string, unknown>[];
  /** The galleries of those bookings: facts, favourites, selection, portfolio consent (not the photographs' bytes). */
  galleries: GalleryExport[];
  /** Every consent with when it was given. */
  consents: { kind: string; at: string; bookingId?: string }[];
  /** The record of each contract the couple accepted in the portal, whole (IP address and user agent included). */
  contractAcceptances: ContractAcceptance[];
  /** The numbers of the documents issued for those bookings (the documents themselves are the trader's records). */
  issuedDocuments: { bookingId: string; number: string; kind: string; issuedAt: string }[];
}

/** What "Smazat účet" did. */
export interface AccountErasure {
  accountDeleted: boolean;
  /** Bookings erased whole (none of them had a confirmed date; a request's hold is freed with it). */
  erasedBookings: string[];
  /** Bookings whose status takes their date: kept for the photographer's contract duties and flagged for her. */
  keptBookings: { reservationCode: string; weddingDate: string }[];
  /** Galleries deleted whole, files included (the couple chose `delete`). */
  deletedGalleries: string[];
  /** Galleries kept for the photographer, detached from the account and unpublished (`keep`). */
  keptGalleries: string[];
}

/** What erasing an account's data did in Firebase, whichever way the account was deleted. */
export type PersonalDataErasure = Omit<AccountErasure, 'accountDeleted'>;

/**
 * The signed-in couple's own reservations and data. Every call acts as the visitor account signed in now (the
 * adapter sends its session; the server verifies it with the accounts service and uses only the account's confirmed
 * e-mail), never as an e-mail the browser names.
 *
 * Contract (tests/contracts/couple-portal.contract.ts):
 * - Without a signed-in, confirmed account every method rejects `auth/not-signed-in`.
 * - `myBookings` resolves the bookings whose contact e-mail equals the account's (case-insensitive), newest wedding
 *   first; never another e-mail's.
 * - `withdraw` moves a `new` booking to `withdrawn` (recorded in the history); any other status rejects
 *   `booking/invalid-transition`; a booking that is not the account's rejects `booking/not-found`.
 * - `sendMessage` adds the message to the booking's thread and queues an e-mail to the photographer; an empty or too
 *   long text rejects with a field code; past COUPLE_MESSAGES_PER_BOOKING messages about the booking
 *   `portal/message-limit` (nothing stored or mailed); a foreign booking `booking/not-found`.
 * - Each booking names the photographer's replies the couple has not seen (`unreadIds`); `markMessagesRead` records
 *   on the server that they have (answering the booking still with the markers it showed); the next listing has none.
 *   A foreign booking `booking/not-found`, and its thread is never shown.
 * - `exportMyData` and `deleteAccount` (GDPR self-service) see `PersonalDataExport` and `AccountErasure`, and each
 *   needs the account's password again, checked by the accounts service (domain/user/reauthentication.ts; an
 *   account without a password — provider sign-in — needs a fresh sign-in instead): none rejects
 *   `auth/reauth-required`, a wrong one `auth/wrong-password` and changes nothing; the wrong password that reaches
 *   the limit rejects `auth/reauth-locked` and the session is taken back (every later call is `auth/not-signed-in`).
 *   An account with galleries must say what happens to them (`galleries`: `delete` or `keep`, gallery-privacy.ts):
 *   without it `deleteAccount` rejects `privacy/gallery-choice-required` and changes nothing.
 * - `saveBillingDetails` stores the booking's billing details (domain/documents/billing-details.ts) and answers the
 *   booking with them; every field empty or `null` clears them. Bad fields reject with every field's code in
 *   `details.fields` and change nothing; a foreign booking `booking/not-found`.
 * - Too many calls reject `portal/rate-limited`; a network failure `network/unavailable`.
 */
export interface CouplePortalPort {
  myBookings(): Promise<PortalBooking[]>;
  withdraw(bookingId: string): Promise<PortalBooking>;
  sendMessage(bookingId: string, text: string): Promise<PortalBooking>;
  markMessagesRead(bookingId: string): Promise<PortalBooking>;
  saveBillingDetails(bookingId: string, billing: BillingInput | null): Promise<PortalBooking>;
  exportMyData(password: string): Promise<PersonalDataExport>;
  deleteAccount(password: string, galleries?: GalleryErasureChoice): Promise<AccountErasure>;
}
