import { createReservationCode, type Booking, type DateLock } from '../../domain/booking/booking';
import { bookingByHand, isManualBookingBy, validateManualBooking } from '../../domain/booking/booking-by-hand';
import { editBooking, patchTouchesPrices } from '../../domain/booking/booking-edit';
import { dateMovedMail, statusMail } from '../../domain/booking/booking-mail';
import { arriveOn, moveBooking } from '../../domain/booking/booking-move';
import type { BookingPolicy } from '../../domain/booking/booking-policy';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import type { LockChange } from '../../domain/booking/date-lock';
import { DomainError, invalidInput } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';
import { mailContext, type MailSettings } from '../mail/mail-context';
import type { Atomically } from '../shared/unit-of-work';
import { bookingIdOf } from './booking-id';
import type { BookingDeskUnit } from './change-status';
import { withUniqueVariableSymbol, type VariableSymbolReads } from './unique-variable-symbol';

export interface ManualBookingUnit extends VariableSymbolReads {
  /** The booking stored under `bookingId` (null when none) and the lock on `date` (null when the day is free). */
  read(bookingId: string, date: string): Promise<{ stored: Booking | null; lock: DateLock | null }>;
  /** Creates the booking, applies its lock change and queues the couple's mail (when its status sends one). */
  save(booking: Booking, lock: LockChange, mail: OutgoingMail | null): Promise<void>;
}

export interface CreateByHandCommand {
  caller: Caller | null;
  /** The desk form's input (untrusted): ManualBookingInput. */
  input: unknown;
  now: Date;
  policy?: BookingPolicy;
  /** The date-hold policy (the CMS site settings): a request entered in `new` holds its day like a web request. */
  holdPolicy?: DateHoldPolicy;
  random?: () => number;
}

/**
 * Admin: a booking taken by phone, at a fair… (domain/booking/booking-by-hand.ts): validated like the public request,
 * entered in the chosen status through the legal steps, its date locked when that status takes the date — refused
 * `booking/date-taken` / `booking/date-blocked` like a confirmation, and a request in `new` is refused a locked day
 * like the public form, and holds its day under a hold policy like a web request — and, when the status sends one, the couple's mail (a confirmed booking: the confirmation
 * with the .ics), all in one unit. Idempotent on the client-generated id for the same admin.
 */
export async function createBookingByHand(
  command: CreateByHandCommand,
  atomically: Atomically<ManualBookingUnit>,
  mail: MailSettings,
): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const validation = validateManualBooking(command.input, { now: command.now, ...(command.policy ? { policy: command.policy } : {}) });
  if (!validation.ok) throw invalidInput(validation.errors, 'Invalid manual booking');
  const manual = validation.value;
  const context = await mailContext(mail, command.now);
  return atomically(async (unit) => {
    const { stored, lock } = await unit.read(manual.request.id, manual.request.weddingDate);
    if (stored) {
      if (isManualBookingBy(stored, by)) return stored;
      throw new DomainError('booking/already-exists');
    }
    // The prices agreed by hand are the price list's of today, stored like a public request's (agreedPricing).
    const entered = bookingByHand(manual, { at: command.now.toISOString(), by, reservationCode: createReservationCode(command.random) }, context.prices);
    const booking = await withUniqueVariableSymbol(entered, undefined, unit);
    const change = arriveOn(booking, lock, { now: command.now, ...(command.holdPolicy ? { holdPolicy: command.holdPolicy } : {}) });
    const intent = statusMail(booking);
    await unit.save(booking, change, intent && bookingMailMessage(intent, booking, context));
    return booking;
  });
}

export interface EditUnit extends BookingDeskUnit {
  /** Stores the corrected booking (its contact, venue, package…, history and updatedAt). */
  save(after: Booking): Promise<void>;
}

export interface EditCommand {
  caller: Caller | null;
  bookingId: unknown;
  /** BookingEditInput as sent (untrusted); fields left out keep their value. */
  patch: unknown;
  now: Date;
}

/**
 * Admin: corrects a booking's details, recorded old → new in its history; no change, no write. A patch that touches
 * the package or the extras reads the price list first (before the unit: a retried transaction must not call the CMS
 * again), so a changed choice is agreed at today's prices (domain repricedPricing); an unreadable list or no `prices`
 * leaves the changed choice "price unknown", never the old price.
 */
export async function editBookingDetails(command: EditCommand, atomically: Atomically<EditUnit>, prices?: PriceCataloguePort): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  const catalogue = prices && patchTouchesPrices(command.patch) ? await prices.getPriceList().catch(() => null) : null;
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const after = editBooking(loaded.booking, command.patch, by, command.now.toISOString(), catalogue);
    if (after !== loaded.booking) await unit.save(after);
    return after;
  });
}

export interface MoveUnit extends BookingDeskUnit {
  /** The lock on `date`, null when the day is free. */
  lockOn(date: string): Promise<DateLock | null>;
  /** Stores the moved booking (weddingDate, history, updatedAt), the lock move and the couple's mail, together. */
  save(after: Booking, lock: LockChange, mail: OutgoingMail): Promise<void>;
}

export interface MoveCommand {
  caller: Caller | null;
  bookingId: unknown;
  newDate: unknown;
  now: Date;
  policy?: BookingPolicy;
}

/**
 * Admin: moves a booking to another day with its lock, in one unit, so a move and a confirmation of another request
 * on the target day cannot both win (the loser: `booking/date-taken`), and no lock is left behind on either day. The
 * couple's notice of the new day (with the wedding's new `.ics` when the booking holds the date) is queued in the same
 * unit, so a move is never silent and a refused one mails nobody.
 */
export async function moveBookingDate(command: MoveCommand, atomically: Atomically<MoveUnit>, mail: MailSettings): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  const context = await mailContext(mail, command.now);
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const target = typeof command.newDate === 'string' ? command.newDate.trim() : '';
    const to = /^\d{4}-\d{2}-\d{2}$/.test(target) && target !== loaded.booking.weddingDate ? await unit.lockOn(target) : null;
    const moved = moveBooking(
      loaded.booking,
      { newDate: command.newDate, by, at: command.now.toISOString(), now: command.now, ...(command.policy ? { policy: command.policy } : {}) },
      { from: loaded.lock, to },
    );
    if (!moved) return loaded.booking;
    const notice = bookingMailMessage(dateMovedMail(moved.after, loaded.booking.weddingDate), moved.after, context);
    await unit.save(moved.after, moved.lock, notice);
    return moved.after;
  });
}
