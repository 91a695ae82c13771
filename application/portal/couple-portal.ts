import type { Booking, BookingMessage } from '../../domain/booking/booking';
import { coupleMessageMail, withdrawalMails, type BookingMail } from '../../domain/booking/booking-mail';
import { appendCoupleMessage } from '../../domain/booking/booking-message';
import { rateRules, type RateRule } from '../../domain/booking/booking-policy';
import { withdrawBooking } from '../../domain/booking/booking-status';
import { lockChange } from '../../domain/booking/date-lock';
import { hasUnreadMessages, markedRead } from '../../domain/booking/message-marks';
import { withBillingDetails } from '../../domain/documents/billing-details';
import { DomainError } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import { normalisedEmail, type CoupleIdentity } from '../../domain/user/user';
import type { PortalBooking } from '../../ports/couple-portal-port';
import { bookingIdOf } from '../booking/booking-id';
import { mailContext, photographerNameOrNone } from '../mail/mail-context';
import { byNewestWedding, portalBookingOf, type PortalView } from './portal-booking';
import type { CoupleGate, CouplePortalStore } from '../../ports/units/couple-portal-store-port';

export interface PortalCall {
  /** The visitor's session as sent (untrusted): the server asks the accounts service who it is. */
  session: unknown;
  /** Who is calling, for the per-client limit (the server: the IP address). */
  client: string;
  now: Date;
}

/** Whether the booking is the couple's: its contact e-mail is the verified account's, compared normalised. */
export function ownedBy(booking: Pick<Booking, 'contact'>, identity: CoupleIdentity): boolean {
  return booking.contact.email !== '' && normalisedEmail(booking.contact.email) === identity.email;
}

/**
 * Who calls, proven: the session verified, and the call counted — against the client even when the session is
 * refused (so tokens cannot be probed without limit), then on `rulesOf(identity)` once the account is known. Every
 * verified-identity callable (the portal's and the GDPR self-service) passes this one gate.
 */
export async function identifyCouple(
  call: Pick<PortalCall, 'session' | 'client'>,
  gate: CoupleGate,
  rulesOf: (identity: CoupleIdentity) => RateRule[],
): Promise<CoupleIdentity> {
  let identity: CoupleIdentity;
  try {
    identity = await gate.verify(call.session);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'auth/not-signed-in') await gate.countAttempt(rateRules.portal(call.client));
    throw error;
  }
  await gate.countAttempt(rulesOf(identity));
  return identity;
}

function identify(call: PortalCall, store: CouplePortalStore, message = false): Promise<CoupleIdentity> {
  return identifyCouple(call, store, (identity) => rateRules.portal(call.client, { email: identity.email, message }));
}

/**
 * Settings that cannot be read leave the payment details out, never fail the call (as in the mails). The price list
 * is read only when a booking lacks agreed prices (stored before they were kept): it names their items.
 */
async function view(store: CouplePortalStore, now: Date, bookings: readonly Booking[]): Promise<PortalView> {
  const [deposit, prices, photographerName] = await Promise.all([
    store.mail.deposit ? store.mail.deposit.read().catch(() => null) : null,
    bookings.some((booking) => !booking.pricing) ? store.mail.prices.getPriceList().catch(() => null) : null,
    photographerNameOrNone(store.mail.photographer),
  ]);
  return { siteUrl: store.mail.siteUrl, now, deposit, prices, photographerName };
}

/** The couple's reservations: exactly the bookings of the verified e-mail, newest wedding first. */
export async function listMyBookings(call: PortalCall, store: CouplePortalStore): Promise<PortalBooking[]> {
  const identity = await identify(call, store);
  const bookings = (await store.bookingsOf(identity.email)).filter((booking) => ownedBy(booking, identity)).sort(byNewestWedding);
  const [shown, locks, threads, received] = await Promise.all([
    view(store, call.now, bookings),
    store.locksOn([...new Set(bookings.map((b) => b.weddingDate))]),
    Promise.all(bookings.map((booking) => store.threadOf(booking.id))),
    receivedFor(store, bookings.map((booking) => booking.id)),
  ]);
  const lockOn = new Map(locks.map((lock) => [lock.date, lock]));
  return bookings.map((booking, i) => portalBookingOf(booking, shown, lockOn.get(booking.weddingDate) ?? null, threads[i], received.get(booking.id)));
}

/** What the bank brought per booking, in haléře (the import's record, application/payment/import-bank-transactions.ts). */
async function receivedFor(store: Pick<CouplePortalStore, 'depositPaymentsOf'>, bookingIds: readonly string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  return new Map((await store.depositPaymentsOf(bookingIds)).map((payments) => [payments.bookingId, payments.receivedHalere]));
}

/**
 * One of the couple's bookings changed in one unit, answered as the portal shows it. A booking that is not theirs is
 * `booking/not-found`, exactly as one that does not exist: the portal never tells that an id belongs to somebody else.
 * Every status change takes its lock change through lockChange (domain/booking/date-lock.ts), so whatever lock the
 * request held leaves with it.
 */
async function changeOwnBooking(
  call: PortalCall & { bookingId: unknown },
  store: CouplePortalStore,
  options: { message: boolean },
  change: (booking: Booking, thread: readonly BookingMessage[], identity: CoupleIdentity) => { after: Booking; mails: BookingMail[]; message?: BookingMessage },
): Promise<PortalBooking> {
  const identity = await identify(call, store, options.message);
  const bookingId = bookingIdOf(call.bookingId);
  const context = await mailContext(store.mail, call.now);
  const { after, dayLock, thread } = await store.atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded || !ownedBy(loaded.booking, identity)) throw new DomainError('booking/not-found');
    const stored = await unit.thread(bookingId);
    const { after, mails, message } = change(loaded.booking, stored, identity);
    const lock = after.status === loaded.booking.status ? {} : lockChange(loaded.booking, after, loaded.lock, { now: call.now });
    await unit.save(after, lock, mails.map((intent) => bookingMailMessage(intent, after, context)), message);
    // The day's lock as the change leaves it (a withdrawal frees the request's hold), so the answer shows the hold.
    return { after, dayLock: lock.delete ? null : (lock.set ?? loaded.lock), thread: message ? [...stored, message] : stored };
  });
  const received = await receivedFor(store, [after.id]);
  const shown = { siteUrl: context.siteUrl, now: call.now, deposit: context.deposit ?? null, prices: context.prices, photographerName: context.photographerName };
  return portalBookingOf(after, shown, dayLock, thread, received.get(after.id));
}

/**
 * The couple withdraws a request that is still `new` (domain withdrawBooking; anything else is
 * `booking/invalid-transition`). The photographer is told and the couple gets a receipt.
 */
export function withdrawMyBooking(call: PortalCall & { bookingId: unknown }, store: CouplePortalStore): Promise<PortalBooking> {
  return changeOwnBooking(call, store, { message: false }, (booking, _thread, identity) => {
    const after = withdrawBooking(booking, identity.email, call.now.toISOString());
    return { after, mails: withdrawalMails(after) };
  });
}

/**
 * The couple writes to the photographer about their booking (any status): the message is added to the booking's
 * thread, recorded in its history, and mailed to her (a reply reaches the couple). Bad text: a field error on `text`;
 * past the couple's share of the thread (COUPLE_MESSAGES_PER_BOOKING): `portal/message-limit`, nothing stored or mailed.
 */
export function sendMyMessage(call: PortalCall & { bookingId: unknown; text: unknown }, store: CouplePortalStore): Promise<PortalBooking> {
  return changeOwnBooking(call, store, { message: true }, (booking, thread, identity) => {
    const appended = appendCoupleMessage(booking, thread, { text: call.text, by: identity.email, at: call.now.toISOString() });
    return { after: appended.booking, mails: [coupleMessageMail(appended.booking, appended.n, appended.message)], message: appended.message };
  });
}

/**
 * The couple has seen their thread: the photographer's replies count as read from the server's now (a marker on the
 * booking, never a flag of the browser's). Answers the booking as it was shown, unread markers included, so the page
 * that told the couple what is new keeps saying it; the next listing has none. Nothing unread, nothing written; a
 * foreign booking is `booking/not-found`.
 */
export async function markMyMessagesRead(call: PortalCall & { bookingId: unknown }, store: CouplePortalStore): Promise<PortalBooking> {
  const identity = await identify(call, store);
  const bookingId = bookingIdOf(call.bookingId);
  const shown = await view(store, call.now, []);
  const { booking, lock, thread } = await store.atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded || !ownedBy(loaded.booking, identity)) throw new DomainError('booking/not-found');
    const thread = await unit.thread(bookingId);
    if (hasUnreadMessages(loaded.booking, 'couple')) await unit.saveMarks(markedRead(loaded.booking, 'couple', call.now.toISOString()));
    return { ...loaded, thread };
  });
  return portalBookingOf(booking, shown, lock, thread);
}

/**
 * The couple's "Fakturační údaje" for their booking (domain withBillingDetails: validated, recorded in the history by
 * their e-mail; the same details again write nothing). Documents issued from now on carry them; issued ones never change.
 */
export function saveMyBillingDetails(call: PortalCall & { bookingId: unknown; billing: unknown }, store: CouplePortalStore): Promise<PortalBooking> {
  return changeOwnBooking(call, store, { message: false }, (booking, _thread, identity) => ({
    after: withBillingDetails(booking, call.billing, identity.email, call.now.toISOString()),
    mails: [],
  }));
}
