import { DomainError } from '../errors';
import { variableSymbol } from '../payment/variable-symbol';
import type { Booking, BookingStatus } from './booking';

/**
 * The legal status changes, whoever makes them. Everything else is refused, on the server as in the UI. firestore.rules
 * repeat this table (adapters/firebase/firestore-rules-domain.test.ts).
 */
export const STATUS_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  new: ['confirmed', 'declined', 'withdrawn'],
  confirmed: ['deposit-paid', 'cancelled'],
  'deposit-paid': ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
  withdrawn: [],
};

/**
 * Statuses only the couple reaches (from their portal, application/portal/): the photographer's desk never offers
 * them and its callable refuses them, since withdrawing is the couple's own word, not the desk's.
 */
export const COUPLE_ONLY_STATUSES: readonly BookingStatus[] = ['withdrawn'];

/** The changes the photographer's desk may make from `from`: the legal ones minus the couple's own. */
export function deskTransitions(from: BookingStatus): BookingStatus[] {
  return STATUS_TRANSITIONS[from].filter((to) => !COUPLE_ONLY_STATUSES.includes(to));
}

/** Whether the couple may still withdraw their request (only while it is `new`, i.e. nobody answered yet). */
export function canWithdraw(booking: Pick<Booking, 'status'>): boolean {
  return canTransition(booking.status, 'withdrawn');
}

/** Every booking is stored first in this status; every other status is reached only through STATUS_TRANSITIONS. */
export const INITIAL_STATUS = 'new' satisfies BookingStatus;

/** Statuses in which the wedding date is taken (a date lock exists). */
export const DATE_TAKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'deposit-paid', 'completed'];

export function takesDate(status: BookingStatus): boolean {
  return DATE_TAKING_STATUSES.includes(status);
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** The longest note the photographer may attach to a status change (the form's maxLength says the same). */
export const STATUS_NOTE_MAX_LENGTH = 500;

/** A note as sent (untrusted): trimmed and cut to the limit; nothing for a blank or a non-string. */
export function statusNote(raw: unknown): string | undefined {
  const note = typeof raw === 'string' ? raw.trim().slice(0, STATUS_NOTE_MAX_LENGTH) : '';
  return note === '' ? undefined : note;
}

export interface StatusChange {
  to: BookingStatus;
  by: string;
  at: string;
  note?: string;
}

/**
 * Applies a legal status change and records it in the history; throws `booking/invalid-transition` otherwise. The
 * first change into a date-taking status stores the deposit's variable symbol (Booking.variableSymbol).
 */
export function changeStatus(booking: Booking, change: StatusChange): Booking {
  if (!canTransition(booking.status, change.to)) {
    throw new DomainError('booking/invalid-transition', `${booking.status} → ${change.to} is not allowed`, {
      from: booking.status,
      to: change.to,
    });
  }
  // The deposit's variable symbol is fixed when the booking first takes its date: a later move keeps it.
  const symbol = takesDate(change.to) && !booking.variableSymbol ? { variableSymbol: variableSymbol(booking) } : {};
  return {
    ...booking,
    ...symbol,
    status: change.to,
    updatedAt: change.at,
    history: [
      ...booking.history,
      { at: change.at, by: change.by, from: booking.status, to: change.to, ...(change.note ? { note: change.note } : {}) },
    ],
  };
}

/** The photographer's status change: a legal one that is not the couple's own (`booking/invalid-transition` else). */
export function changeStatusAtDesk(booking: Booking, change: StatusChange): Booking {
  if (COUPLE_ONLY_STATUSES.includes(change.to)) {
    throw new DomainError('booking/invalid-transition', `${change.to} is the couple's own step`, { from: booking.status, to: change.to });
  }
  return changeStatus(booking, change);
}

/** The couple withdraws their request from the portal; `by` is their verified e-mail. Legal only from `new`. */
export function withdrawBooking(booking: Booking, by: string, at: string): Booking {
  return changeStatus(booking, { to: 'withdrawn', by, at });
}

/**
 * A booking about to be stored for the first time: status `new` and exactly one history entry recording that
 * (`from: null`, `to: 'new'`, by someone). Anything else would skip the transition rules, so it throws
 * `booking/invalid-transition`. firestore.rules `allow create` says the same.
 */
export function assertNewBooking(booking: Booking): void {
  const [first, ...rest] = booking.history;
  const consistent =
    booking.status === INITIAL_STATUS &&
    rest.length === 0 &&
    first !== undefined &&
    first.from === null &&
    first.to === INITIAL_STATUS &&
    typeof first.by === 'string' &&
    first.by.length > 0;
  if (!consistent) {
    throw new DomainError('booking/invalid-transition', `a booking is created as ${INITIAL_STATUS}, not ${booking.status}`, {
      from: null,
      to: booking.status,
    });
  }
}

/** The shortest chain of legal changes from INITIAL_STATUS to `status` (empty for `new` itself). */
export function statusPath(status: BookingStatus): BookingStatus[] {
  const paths = new Map<BookingStatus, BookingStatus[]>([[INITIAL_STATUS, []]]);
  const queue: BookingStatus[] = [INITIAL_STATUS];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of STATUS_TRANSITIONS[from]) {
      if (paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, to]);
      queue.push(to);
    }
  }
  return paths.get(status) ?? [];
}
