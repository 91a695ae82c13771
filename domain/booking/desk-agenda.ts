import type { Booking, DateLock } from './booking';
import { addDays, daysBetween, pragueDate } from './calendar';
import { competingRequests, isOpenRequest, type CompetingDay } from './competing-requests';
import { holdExpired } from './date-lock';
import { hasUnreadMessages } from './message-marks';
import { AWAITING_DEPOSIT, depositDueDate } from './reminders';

/** How far ahead the desk's home looks: weddings in this many days, deposits due within this many days. */
export const DESK_AGENDA_WINDOWS = { weddingsDays: 14, depositDueSoonDays: 7, holdLapsingHours: 48 } as const;

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
  newRequests: WaitingRequest[];
  competingDays: CompetingDay[];
  lapsingHolds: LapsingHold[];
  deposits: DepositDue[];
  weddingsSoon: Booking[];
  /** Bookings with a mail whose last attempt failed; null when the delivery log could not be read. */
  failedMails: Booking[] | null;
  /** Bookings whose couple wrote something she has not opened (domain/booking/message-marks.ts), longest waiting first. */
  unreadMessages: Booking[];
}

export interface DeskAgendaInput {
  now: Date;
  /** The bookings still in play: every open request, every booking awaiting its deposit, every wedding to come. */
  active: readonly Booking[];
  /** Date locks from today on (null when they could not be read: no holds are listed then). */
  locks: readonly DateLock[] | null;
  /** Ids of active bookings with a failed mail (null: unknown). */
  failedMailIds: readonly string[] | null;
  depositDueDays: number;
}

const HOUR_MS = 3_600_000;
const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The desk's agenda from the active bookings: new requests oldest first (the longest wait is answered first), days
 * several requests want, holds that lapse within two days (soonest first), deposits overdue or due within a week
 * (overdue first, then by due day), weddings in the next 14 days and bookings whose e-mail bounced.
 */
export function deskAgenda({ now, active, locks, failedMailIds, depositDueDays }: DeskAgendaInput): DeskAgenda {
  const today = pragueDate(now);
  const open = active.filter(isOpenRequest);
  const newRequests = open
    .map((booking) => ({ booking, waitingHours: Math.max(0, Math.floor((now.getTime() - Date.parse(booking.createdAt)) / HOUR_MS)) }))
    .sort((a, b) => byDate(a.booking.createdAt, b.booking.createdAt) || byDate(a.booking.id, b.booking.id));

  const lapseBy = now.getTime() + DESK_AGENDA_WINDOWS.holdLapsingHours * HOUR_MS;
  const lapsingHolds = (locks ?? [])
    .filter((lock): lock is DateLock & { expiresAt: string } => lock.reason === 'held' && !!lock.expiresAt && !holdExpired(lock, now))
    .filter((lock) => Date.parse(lock.expiresAt) <= lapseBy)
    .map((lock) => ({ lock, expiresAt: lock.expiresAt, ...withBooking(open.find((b) => b.id === lock.bookingId)) }))
    .sort((a, b) => byDate(a.expiresAt, b.expiresAt));

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
    .filter((b) => (b.status === 'confirmed' || b.status === 'deposit-paid') && b.weddingDate >= today && b.weddingDate <= lastDay)
    .sort((a, b) => byDate(a.weddingDate, b.weddingDate));

  const failed = failedMailIds === null ? null : new Set(failedMailIds);
  return {
    today,
    newRequests,
    competingDays: [...competingRequests(open).values()],
    lapsingHolds,
    deposits,
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
