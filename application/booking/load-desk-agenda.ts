import type { Booking } from '../../domain/booking/booking';
import { addDays, addYears, pragueDate } from '../../domain/booking/calendar';
import { OPEN_REQUEST_STATUSES } from '../../domain/booking/competing-requests';
import { AGENDA_WEDDING_STATUSES, DESK_AGENDA_WINDOWS, deskAgenda, lapsingHoldsOf, type DeskAgenda } from '../../domain/booking/desk-agenda';
import { AWAITING_DEPOSIT } from '../../domain/booking/reminders';
import type { BookingQuery, BookingRepository } from '../../ports/booking-repository-port';
import type { MailLogPort } from '../../ports/mail-log-port';

/** How far ahead the home reads date locks for lapsing holds: a request may want any day of the bookable window. */
const LOCKS_YEARS_AHEAD = 10;

/**
 * The most bookings one card's read may bring: the port's largest page. Bookings awaiting their deposit are a few
 * dozen (a deposit is paid or chased within weeks; the reminders assume the same), weddings of two weeks fewer.
 */
const READ_LIMIT = 100;

/** How many bookings with a failed mail the home looks up (a bounce is rare; the delivery log lists the rest). */
const FAILED_MAILS_READ = 30;

/** The couples who wrote last, among whom the unanswered messages are found. */
const WRITTEN_READ = 50;

/** The home's agenda in two rounds: what the first round read, then the same with the competition and failed mails. */
export interface DeskAgendaRounds {
  /** From the first round: no competing days named yet, failed mails only on the bookings already read. */
  first: DeskAgenda;
  /** The whole agenda, once the second round is in (it never rejects for a hint that cannot be read). */
  complete: Promise<DeskAgenda>;
}

/**
 * The desk's home: what needs the photographer today (domain/booking/desk-agenda.ts), read over the ports in two
 * rounds of bounded reads, whatever the season holds: the oldest open requests and how many there are (a count),
 * the bookings awaiting a deposit, the weddings of the coming window, the couples who wrote last, the date locks and
 * the bookings with a failed mail; then the other open requests on the shown requests' and lapsing holds' days (the
 * competition) and the failed mails' bookings not read yet. The counts, locks, messages and delivery log are hints:
 * when one cannot be read the agenda still comes, without it (failed mails then say they are unknown).
 */
export async function loadDeskAgenda(ports: AgendaPorts, options: AgendaOptions): Promise<DeskAgenda> {
  return (await loadDeskAgendaInRounds(ports, options)).complete;
}

type AgendaPorts = { bookings: BookingRepository; mailLog: MailLogPort };
type AgendaOptions = { now: Date; depositDueDays: number | Promise<number> };

/**
 * The same reads, handing over the first round's agenda as soon as it is in: the second round (an `in` query per 30
 * contested days, a `get` per failed mail) is the costlier one, and the cards need not wait for it.
 */
export async function loadDeskAgendaInRounds(ports: AgendaPorts, options: AgendaOptions): Promise<DeskAgendaRounds> {
  const { bookings, mailLog } = ports;
  const today = pragueDate(options.now);
  const page = (query: BookingQuery) => bookings.list(query).then((result) => result.items);
  const weddingsUntil = addDays(today, DESK_AGENDA_WINDOWS.weddingsDays);
  const [requests, awaiting, weddings, written, counts, locks, failedIds] = await Promise.all([
    Promise.all(OPEN_REQUEST_STATUSES.map((status) => page({ status, orderBy: 'createdAt', direction: 'asc', limit: DESK_AGENDA_WINDOWS.itemsShown }))),
    page({ status: AWAITING_DEPOSIT, orderBy: 'createdAt', direction: 'asc', limit: READ_LIMIT }),
    Promise.all(AGENDA_WEDDING_STATUSES.map((status) => page({ status, from: today, to: weddingsUntil, orderBy: 'weddingDate', direction: 'asc', limit: READ_LIMIT }))),
    bookings.lastWrittenByCouple(WRITTEN_READ).catch(() => []),
    Promise.all(OPEN_REQUEST_STATUSES.map((status) => bookings.countWithStatus(status))).catch(() => null),
    bookings.listDateLocks(today, addYears(today, LOCKS_YEARS_AHEAD)).catch(() => null),
    mailLog.bookingsWithFailedMail().catch(() => null),
  ]);
  const read = new Map<string, Booking>();
  for (const booking of [...requests.flat(), awaiting, weddings.flat(), written].flat()) read.set(booking.id, booking);
  // The CMS's days to pay are read beside the bookings (the page hands a promise), not before them.
  const depositDueDays = await options.depositDueDays;
  const agendaOf = (competitionDays: readonly string[]) =>
    deskAgenda({
      now: options.now,
      active: [...read.values()].filter((b) => inPlay(b, today)),
      competitionDays,
      ...(counts ? { openRequests: counts.reduce((sum, n) => sum + n, 0) } : {}),
      locks,
      failedMailIds: failedIds,
      depositDueDays,
    });
  // No day is named competing before its other requests are read: a count from the shown ones alone could be short.
  const first = agendaOf([]);

  const contested = [...requests.flat().map((b) => b.weddingDate), ...lapsingHoldsOf(locks ?? [], options.now).map((lock) => lock.date)];
  const unread = (failedIds ?? []).filter((id) => !read.has(id)).slice(0, FAILED_MAILS_READ);
  const complete = Promise.all([
    contested.length > 0 ? bookings.openRequestsOn(contested).catch(() => []) : [],
    Promise.all(unread.map((id) => bookings.get(id).catch(() => null))),
  ]).then(([rivals, failedBookings]) => {
    for (const booking of rivals) read.set(booking.id, booking);
    for (const booking of failedBookings) if (booking && inPlay(booking, today)) read.set(booking.id, booking);
    return agendaOf(contested);
  });
  return { first, complete };
}

/** Still hers to act on: an open request, a booking awaiting its deposit, a paid wedding not yet past. */
function inPlay(booking: Booking, today: string): boolean {
  return OPEN_REQUEST_STATUSES.includes(booking.status) || booking.status === AWAITING_DEPOSIT || (booking.status === 'deposit-paid' && booking.weddingDate >= today);
}
