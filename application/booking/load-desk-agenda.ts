import type { BookingStatus } from '../../domain/booking/booking';
import { addYears, pragueDate } from '../../domain/booking/calendar';
import { deskAgenda, type DeskAgenda } from '../../domain/booking/desk-agenda';
import type { BookingRepository } from '../../ports/booking-repository-port';
import type { MailLogPort } from '../../ports/mail-log-port';
import { listEveryBooking } from './list-every-booking';

/** How far ahead the home reads date locks for lapsing holds: a request may want any day of the bookable window. */
const LOCKS_YEARS_AHEAD = 10;


/**
 * The desk's home: what needs the photographer today (domain/booking/desk-agenda.ts), read over the ports. The
 * bookings still in play are a season's worth, never the archive: every open request and every booking awaiting its
 * deposit, and the deposit-paid weddings from today on. The date locks and the delivery log are hints on top: when
 * either cannot be read the agenda still comes, without lapsing holds or with its failed mails unknown.
 */
export async function loadDeskAgenda(
  ports: { bookings: BookingRepository; mailLog: MailLogPort },
  options: { now: Date; depositDueDays: number },
): Promise<DeskAgenda> {
  const today = pragueDate(options.now);
  const byStatus = (status: BookingStatus, from?: string) =>
    listEveryBooking(ports.bookings, { status, orderBy: 'createdAt', direction: 'asc', ...(from ? { from } : {}) });
  const lists = await Promise.all([byStatus('new'), byStatus('confirmed'), byStatus('deposit-paid', today)]);
  const active = lists.flat();
  const [locks, failedMailIds] = await Promise.all([
    ports.bookings.listDateLocks(today, addYears(today, LOCKS_YEARS_AHEAD)).catch(() => null),
    ports.mailLog.failedDeliveries(active.map((b) => b.id)).catch(() => null),
  ]);
  return deskAgenda({ now: options.now, active, locks, failedMailIds, depositDueDays: options.depositDueDays });
}
