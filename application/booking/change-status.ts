import { bookingStatuses, type Booking, type BookingStatus } from '../../domain/booking/booking';
import { statusMail } from '../../domain/booking/booking-mail';
import { changeStatus, changeStatusAtDesk, statusNote } from '../../domain/booking/booking-status';
import { assertDeclinableCompetitors, declineOthersOf } from '../../domain/booking/competing-requests';
import { lockChange } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import { requireAdmin, type Caller } from '../../domain/user/user';
import { mailContext } from '../mail/mail-context';
import { documentDutiesNow, documentsOnTransition } from '../documents/documents-on-transition';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { bookingIdOf } from './booking-id';
import { withUniqueVariableSymbol } from './unique-variable-symbol';
import type { StatusChangeUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';

export interface ChangeStatusCommand {
  caller: Caller | null;
  /** As sent (untrusted). */
  bookingId: unknown;
  to: unknown;
  note?: unknown;
  /**
   * Confirming only: the other open requests for the same day to decline in the same unit, each with the couple's
   * decline mail (domain/booking/competing-requests.ts says which qualify; any other refuses the whole step).
   */
  declineOthers?: unknown;
  now: Date;
}

/**
 * Admin: a legal status change that is the desk's to make (domain/booking/booking-status.ts changeStatusAtDesk: never
 * the couple's `withdrawn`), the date lock that goes with it and the couple's mail, in one unit, so two admins
 * confirming two requests for one day cannot both win. A confirmation may decline the day's other open requests in the
 * same unit (`declineOthers`), each with its decline mail and history entry: all of it happens or none. Answers the
 * updated (confirmed) booking.
 * The mail's prices are read before the unit, once, however often a contended transaction retries.
 */
export async function changeBookingStatus(
  command: ChangeStatusCommand,
  atomically: Atomically<StatusChangeUnit>,
  mail: MailSettings,
): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  if (!(bookingStatuses as readonly unknown[]).includes(command.to)) throw new DomainError('booking/invalid-transition');
  const to = command.to as BookingStatus;
  const note = statusNote(command.note);
  const context = await mailContext(mail, command.now);
  const duties = await documentDutiesNow(mail);
  const others = declineOthersOf(command.declineOthers, bookingIdOf);
  if (others.length > 0 && to !== 'confirmed') throw new DomainError('booking/invalid-transition', 'Only a confirmation declines others');
  return atomically(async (unit) => {
    // Every read before any write: a Firestore transaction demands it, and a refused step must leave nothing behind.
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const competitors = await Promise.all(others.map(async (id) => ({ id, loaded: await unit.load(id) })));
    assertDeclinableCompetitors(
      loaded.booking,
      competitors.map(({ id, loaded: other }) => ({ id, booking: other?.booking ?? null })),
    );
    // What the bank brought: a deposit marked paid owes a receipt of the rest only, a cancellation corrects what came.
    const receivedHalere = duties && (to === 'deposit-paid' || to === 'cancelled') ? await unit.receivedFor(bookingId) : 0;
    const at = command.now.toISOString();
    const after = await withUniqueVariableSymbol(changeStatusAtDesk(loaded.booking, { to, by, at, ...(note ? { note } : {}) }), loaded.booking.variableSymbol, unit);
    // A hold of a request declined in this same step is no lock for the confirmation: the confirmation's `booked`
    // lock replaces it, and the declines (seeing that) leave it alone.
    const declinedHold = loaded.lock?.reason === 'held' && others.includes(loaded.lock.bookingId ?? '');
    const current = declinedHold ? null : loaded.lock;
    const lock = lockChange(loaded.booking, after, current, { now: command.now });
    // The declines see the day's lock as the confirmation leaves it.
    const dayLock = lock.set ?? (lock.delete ? null : current);
    const declines = competitors.map(({ loaded: other }) => {
      const declined = changeStatus(other!.booking, { to: 'declined', by, at });
      return { declined, lock: lockChange(other!.booking, declined, dayLock, { now: command.now }) };
    });
    const intent = statusMail(after);
    // The documents the change owes are recorded with it; the mail that carries one waits for it (documents-on-transition.ts).
    const owed = documentsOnTransition(duties, loaded.booking.status, after, { context, mail: intent && bookingMailMessage(intent, after, context), receivedHalere });
    await unit.save(after, lock, owed.mail, owed.documents);
    for (const { declined, lock: declineLock } of declines) {
      const declineIntent = statusMail(declined);
      await unit.save(declined, declineLock, declineIntent && bookingMailMessage(declineIntent, declined, context), []);
    }
    return after;
  });
}
