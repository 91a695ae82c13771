import type { Booking, BookingStatus, DateLock } from './booking';
import { addDays, daysBetween, pragueDate } from './calendar';
import { competingRequests, isOpenRequest, type CompetingDay } from './competing-requests';
import { holdExpired } from './date-lock';
import { hasUnreadMessages } from './message-marks';
import { AWAITING_DEPOSIT, depositDueDate } from './reminders';

/**
 * How far ahead the desk's home looks: weddings in this many days, deposits due within this many days; and how many
 * requests and deposits a card lists (the oldest first, the rest a count): a season's 4,000 requests are the list's.
 */
export const DESK_AGENDA_WINDOWS = { weddingsDays: 14, depositDueSoonDays: 7, holdLapsingHours: 48, itemsShown: 10 } as const;

/** A request waiting for the photographer's answer, and how long it has waited (whole hours). */
export interface WaitingRequest {
  booking: Booking;
  waitingHours: number;
}

/** A deposit awaited: due on `dueDate` (Prague day); `daysLeft` is negative once overdue. */
export interface DepositDue {
  booking: Booking;
  dueDate: string;
  daysLeft: number;
  overdue: boolean;
}

/** A new request's hold on its day that ends within the window; the booking when it is among the open requests. */
export interface LapsingHold {
  lock: DateLock;
  expiresAt: string;
  booking?: Booking;
}

/** What needs the photographer today: the desk's home. Every list is in the order she should work through it. */
export interface DeskAgenda {
  today: string;
  /** The oldest open requests, at most `itemsShown`. */
  newRequests: WaitingRequest[];
  /** How many open requests there are in all (counted, not read). */
  newRequestsTotal: number;
  competingDays: CompetingDay[];
  lapsingHolds: LapsingHold[];
  /** The first `itemsShown` deposits due or overdue. */
  deposits: DepositDue[];
  /** How many deposits are due or overdue among the bookings read. */
  depositsTotal: number;
  weddingsSoon: Booking[];
  /** Bookings with a mail whose last attempt failed; null when the delivery log could not be read. */
  failedMails: Booking[] | null;
  /** Bookings whose couple wrote something she has not opened (domain/booking/message-marks.ts), longest waiting first. */
  unreadMessages: Booking[];
}

export interface DeskAgendaInput {
  now: Date;
  /**
   * The bookings still in play that the home read: the oldest open requests (and the others on their days), the
   * bookings awaiting a deposit, the weddings of the window, the bookings whose couple wrote last.
   */
  active: readonly Booking[];
  /** How many open requests exist in all (a count); absent, as many as `active` holds. */
  openRequests?: number;
  /** The days whose open requests `active` holds all of: competition is named on these only (absent: on every day). */
  competitionDays?: readonly string[];
  /** Date locks from today on (null when they could not be read: no holds are listed then). */
  locks: readonly DateLock[] | null;
  /** Ids of active bookings with a failed mail (null: unknown). */
  failedMailIds: readonly string[] | null;
  depositDueDays: number;
}

const HOUR_MS = 3_600_000;

/** The statuses whose weddings the home lists: the day is hers (confirmed) or paid for. */
export const AGENDA_WEDDING_STATUSES = ['confirmed', 'deposit-paid'] as const satisfies readonly BookingStatus[];

/** The held locks that lapse within the window (not yet expired), soonest first. */
export function lapsingHoldsOf(locks: readonly DateLock[], now: Date): Array<DateLock & { expiresAt: string }> {
  const lapseBy = now.getTime() + DESK_AGENDA_WINDOWS.holdLapsingHours * HOUR_MS;
  return locks
    .filter((lock): lock is DateLock & { expiresAt: string } => lock.reason === 'held' && !!lock.expiresAt && !holdExpired(lock, now))
    .filter((lock) => Date.parse(lock.expiresAt) <= lapseBy)
    .sort((a, b) => byDate(a.expiresAt, b.expiresAt));
}
const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The desk's agenda from the active bookings: new requests oldest first (the longest wait is answered first), days
 * several requests want, holds that lapse within two days (soonest first), deposits overdue or due within a week
 * (overdue first, then by due day), weddings in the next 14 days and bookings whose e-mail bounced. The requests and
 * deposits are cut to `itemsShown` with their totals beside them: a card of 4,000 rows is a list nobody works through.
 */
export function deskAgenda({ now, active, openRequests, competitionDays, locks, failedMailIds, depositDueDays }: DeskAgendaInput): DeskAgenda {
  const today = pragueDate(now);
  const open = active.filter(isOpenRequest);
  const newRequests = open
    .map((booking) => ({ booking, waitingHours: Math.max(0, Math.floor((now.getTime() - Date.parse(booking.createdAt)) / HOUR_MS)) }))
    .sort((a, b) => byDate(a.booking.createdAt, b.booking.createdAt) || byDate(a.booking.id, b.booking.id));

  const lapsingHolds = lapsingHoldsOf(locks ?? [], now).map((lock) => ({ lock, expiresAt: lock.expiresAt, ...withBooking(open.find((b) => b.id === lock.bookingId)) }));

  const deposits = active
    .filter((booking) => booking.status === AWAITING_DEPOSIT)
    .flatMap((booking) => {
      const dueDate = depositDueDate(booking, depositDueDays);
      if (!dueDate) return [];
      const daysLeft = daysBetween(today, dueDate);
      return daysLeft <= DESK_AGENDA_WINDOWS.depositDueSoonDays ? [{ booking, dueDate, daysLeft, overdue: daysLeft < 0 }] : [];
    })
    .sort((a, b) => byDate(a.dueDate, b.dueDate));

  const lastDay = addDays(today, DESK_AGENDA_WINDOWS.weddingsDays);
  const weddingsSoon = active
    .filter((b) => AGENDA_WEDDING_STATUSES.some((status) => status === b.status) && b.weddingDate >= today && b.weddingDate <= lastDay)
    .sort((a, b) => byDate(a.weddingDate, b.weddingDate));

  const failed = failedMailIds === null ? null : new Set(failedMailIds);
  const shown = DESK_AGENDA_WINDOWS.itemsShown;
  return {
    today,
    newRequests: newRequests.slice(0, shown),
    newRequestsTotal: Math.max(openRequests ?? 0, open.length),
    competingDays: [...competingRequests(open).values()].filter((day) => !competitionDays || competitionDays.includes(day.date)),
    lapsingHolds,
    deposits: deposits.slice(0, shown),
    depositsTotal: deposits.length,
    weddingsSoon,
    failedMails: failed === null ? null : active.filter((b) => failed.has(b.id)),
    unreadMessages: active.filter((b) => hasUnreadMessages(b, 'photographer')).sort((a, b) => byDate(a.coupleWroteAt!, b.coupleWroteAt!)),
  };
}

const withBooking = (booking: Booking | undefined) => (booking ? { booking } : {});

/** Whether nothing needs her: the home then says so instead of six empty lists. */
export function agendaIsClear(agenda: DeskAgenda): boolean {
  return (
    agenda.newRequests.length === 0 &&
    agenda.competingDays.length === 0 &&
    agenda.lapsingHolds.length === 0 &&
    agenda.deposits.length === 0 &&
    agenda.weddingsSoon.length === 0 &&
    (agenda.failedMails?.length ?? 0) === 0 &&
    agenda.unreadMessages.length === 0
  );
}
