import { createReservationCode, type Booking } from '../../domain/booking/booking';
import { bookingByHand, isManualBookingBy, validateManualBooking } from '../../domain/booking/booking-by-hand';
import { statusMail } from '../../domain/booking/booking-mail';
import { arriveOn } from '../../domain/booking/booking-move';
import type { BookingPolicy } from '../../domain/booking/booking-policy';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import { DomainError, invalidInput } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { ManualBookingUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { mailContext } from '../mail/mail-context';
import { documentDutiesNow, documentsOnTransition } from '../documents/documents-on-transition';
import { withUniqueVariableSymbol } from './unique-variable-symbol';

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
  const duties = await documentDutiesNow(mail);
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
    // Entered already confirmed, it owes the deposit invoice as a confirmation at the desk does.
    const owed = documentsOnTransition(duties, 'new', booking, { context, mail: intent && bookingMailMessage(intent, booking, context) });
    await unit.save(booking, change, owed.mail, owed.documents);
    return booking;
  });
}
