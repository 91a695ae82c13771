import type { Booking, BookingMessage, DateLock } from '../../domain/booking/booking';
import { canWithdraw, takesDate } from '../../domain/booking/booking-status';
import { coupleHold } from '../../domain/booking/date-lock';
import { unreadMessageIds } from '../../domain/booking/message-marks';
import { weddingIcsAttachment } from '../../domain/mail/templates/confirmed';
import { chosenItems, type PriceCatalogue } from '../../domain/content/price-package';
import type { DepositSettings } from '../../domain/payment/deposit';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import { withPayments } from '../../domain/payment/deposit-progress';
import type { PortalBooking } from '../../ports/couple-portal-port';

export interface PortalView {
  /** The site's address (the calendar event links the reservation page). */
  siteUrl: string;
  /** The calendar file's time stamp. */
  now: Date;
  /** The photographer's deposit settings (the CMS); null or absent: no payment details shown. */
  deposit?: DepositSettings | null;
  /** The current price list, naming the items of a booking stored without agreed prices; null: not at hand (slugs). */
  prices?: PriceCatalogue | null;
  /** The photographer's name (the CMS) for the calendar event's title; null or absent: the title names nobody. */
  photographerName?: string | null;
}

/**
 * A stored booking as its couple's portal shows it: their own request, the agreed prices, its thread, and a history
 * that says what happened and when but never who on the desk acted nor the desk's notes. While the booking holds the
 * date, the wedding as an `.ics` — the very file the confirmation mail attaches (one rule, one UID) — and how to pay
 * the deposit (the same instructions as the reservation page and the mails), with what the bank brought so far
 * (`receivedHalere`, the server's record of the booking's payments): a partial deposit shows what is left.
 */
export function portalBookingOf(
  booking: Booking,
  view: PortalView,
  lock: DateLock | null = null,
  thread: readonly BookingMessage[] = [],
  receivedHalere = 0,
): PortalBooking {
  const instructions = depositInstructions(booking, view.deposit ?? null);
  const deposit = instructions && withPayments(instructions, receivedHalere);
  const hold = coupleHold(booking, lock, view.now);
  return {
    id: booking.id,
    reservationCode: booking.reservationCode,
    status: booking.status,
    weddingDate: booking.weddingDate,
    ...(booking.ceremonyTime ? { ceremonyTime: booking.ceremonyTime } : {}),
    ...(booking.venue ? { venue: booking.venue } : {}),
    ...(booking.town ? { town: booking.town } : {}),
    ...(booking.guests !== undefined ? { guests: booking.guests } : {}),
    coupleNames: booking.contact.coupleNames,
    ...(booking.packageSlug ? { packageSlug: booking.packageSlug } : {}),
    extras: [...booking.extras],
    pricing: booking.pricing ?? null,
    // No agreed prices (stored before they were kept): the items by today's names, never with today's prices.
    ...(booking.pricing ? {} : { named: chosenItems(view.prices ?? null, booking.packageSlug, booking.extras) }),
    history: booking.history.map((entry) => ({ at: entry.at, from: entry.from, to: entry.to, ...(entry.event ? { event: entry.event } : {}) })),
    messages: thread.map((message) => ({ ...message })),
    unreadIds: unreadMessageIds(booking, thread, 'couple'),
    canWithdraw: canWithdraw(booking),
    ...(deposit ? { deposit } : {}),
    ...(hold ? { hold } : {}),
    ...(booking.billing ? { billing: { ...booking.billing } } : {}),
    ...(takesDate(booking.status) ? { ics: weddingIcsAttachment(booking, { siteUrl: view.siteUrl, now: view.now, photographerEmail: '', prices: null, photographerName: view.photographerName ?? null }).content } : {}),
  };
}

/** Newest wedding first, as the portal lists them (the port's contract); ties by reservation code, so the order is stable. */
export function byNewestWedding(a: Pick<Booking, 'weddingDate' | 'reservationCode'>, b: Pick<Booking, 'weddingDate' | 'reservationCode'>): number {
  return b.weddingDate.localeCompare(a.weddingDate) || a.reservationCode.localeCompare(b.reservationCode);
}
