import type { Booking, BookingStatus } from '../booking/booking';
import { addYears, pragueDate } from '../booking/calendar';
import { normalisedEmail } from '../user/user';
import { readWholeNumber } from '../validation/whole-number';

/** Who acted, in an anonymised history, where the couple's e-mail stood. */
export const COUPLE_ACTOR = 'snoubenci';

/**
 * How long personal data is kept — the one retention policy. The scheduled function applies it
 * (application/privacy/apply-retention.ts), the privacy page states it (src/features/privacy), and the functions'
 * params (functions/src/config.ts) may only change the periods, never the rule.
 */
export interface RetentionPeriods {
  /** Requests closed without a contract (and `new` ones whose day has passed): anonymised this many days after their last change. */
  anonymiseAfterDays: number;
  /** Completed weddings (the contract's accounting records): erased this many years after the wedding day. */
  eraseCompletedAfterYears: number;
  /** Outbox mails (booking and contact mails): deleted this many days after they were queued. */
  deleteMailsAfterDays: number;
}

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = { anonymiseAfterDays: 90, eraseCompletedAfterYears: 10, deleteMailsAfterDays: 180 };

/** Statuses that end a request without a contract. A new such status is added here, and only here. */
export const CLOSED_WITHOUT_CONTRACT = ['declined', 'cancelled', 'withdrawn'] as const satisfies readonly BookingStatus[];
export type ClosedWithoutContract = (typeof CLOSED_WITHOUT_CONTRACT)[number];

/** Statuses whose requests are anonymised: closed without a contract, and `new` (only once the wedding day passed). */
export const ANONYMISABLE_STATUSES: readonly BookingStatus[] = [...CLOSED_WITHOUT_CONTRACT, 'new'];

/** The status whose bookings are kept for the accounting period and then erased whole. */
export const ERASED_AFTER_ACCOUNTING: BookingStatus = 'completed';

/** The periods a deployment configured; missing values keep the defaults, nonsense fails loudly. */
export function readRetentionPeriods(values: { anonymiseAfterDays?: unknown; eraseCompletedAfterYears?: unknown; deleteMailsAfterDays?: unknown }): RetentionPeriods {
  const d = DEFAULT_RETENTION_PERIODS;
  return {
    anonymiseAfterDays: readWholeNumber('anonymiseAfterDays', values.anonymiseAfterDays, 1, 3650, d.anonymiseAfterDays),
    eraseCompletedAfterYears: readWholeNumber('eraseCompletedAfterYears', values.eraseCompletedAfterYears, 1, 30, d.eraseCompletedAfterYears),
    deleteMailsAfterDays: readWholeNumber('deleteMailsAfterDays', values.deleteMailsAfterDays, 1, 3650, d.deleteMailsAfterDays),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The limits one run applies at `now`; the stores query with them, and `retentionActionFor` decides with them. */
export interface RetentionCutoffs {
  /** Anonymise a request last changed at or before this instant (ISO). */
  anonymiseChangedBefore: string;
  /** …and, for `new` requests, whose wedding day is before this day (today in Prague). */
  newWeddingBefore: string;
  /** Erase a completed booking whose wedding day is on or before this day. */
  eraseWeddingsOnOrBefore: string;
  /** Delete an outbox mail queued at or before this instant (ISO). */
  deleteMailsQueuedBefore: string;
}

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  const today = pragueDate(now);
  return {
    anonymiseChangedBefore: new Date(now.getTime() - periods.anonymiseAfterDays * DAY_MS).toISOString(),
    newWeddingBefore: today,
    eraseWeddingsOnOrBefore: addYears(today, -periods.eraseCompletedAfterYears),
    deleteMailsQueuedBefore: new Date(now.getTime() - periods.deleteMailsAfterDays * DAY_MS).toISOString(),
  };
}

export function isAnonymised(booking: Pick<Booking, 'anonymisedAt'>): boolean {
  return typeof booking.anonymisedAt === 'string';
}

export type RetentionAction = 'anonymise' | 'erase' | null;

/** What the policy does to this booking at these cutoffs; null leaves it as it is (so a second run changes nothing). */
export function retentionActionFor(booking: Booking, cutoffs: RetentionCutoffs): RetentionAction {
  if (booking.status === ERASED_AFTER_ACCOUNTING) return booking.weddingDate <= cutoffs.eraseWeddingsOnOrBefore ? 'erase' : null;
  if (isAnonymised(booking) || !ANONYMISABLE_STATUSES.includes(booking.status)) return null;
  if (booking.status === 'new' && booking.weddingDate >= cutoffs.newWeddingBefore) return null;
  return Date.parse(booking.updatedAt) <= Date.parse(cutoffs.anonymiseChangedBefore) ? 'anonymise' : null;
}

/**
 * The booking without anything that identifies the couple: names, e-mail and phone become empty (the stored shape
 * keeps its fields), message, venue, town, source, internal notes, the portal messages and the history's notes go. What remains — date,
 * status, package, extras, guests, the history's statuses and who changed them (the photographer) — serves statistics.
 * `updatedAt` is kept: it still says when the request last changed.
 */
export function anonymiseBooking(booking: Booking, at: string): Booking {
  const { message: _m, venue: _v, town: _t, source: _s, internalNotes: _n, messages: _messages, ...kept } = booking;
  // The couple's own steps (withdrawing, messages from the portal) record their e-mail as who acted: it goes too.
  const coupleEmail = normalisedEmail(booking.contact.email);
  return {
    ...kept,
    contact: { coupleNames: '', email: '', phone: '' },
    history: booking.history.map(({ note: _note, ...entry }) => (coupleEmail !== '' && normalisedEmail(entry.by) === coupleEmail ? { ...entry, by: COUPLE_ACTOR } : entry)),
    anonymisedAt: at,
  };
}

/** An outbox mail as the retention job sees it: when it was queued, or else when the mail extension delivered it. */
export interface StoredMailAge {
  createdAt?: string;
  deliveredAt?: string;
}

/**
 * A mail without `createdAt` (queued before the field existed) counts from its delivery time, which the Trigger Email
 * extension records (`delivery.endTime`); one with neither is stamped `createdAt` = now ("first seen") and deleted a
 * full period later.
 */
export function mailRetentionAction(mail: StoredMailAge, cutoffs: RetentionCutoffs): 'delete' | 'stamp' | null {
  const queued = mail.createdAt ?? mail.deliveredAt;
  if (queued === undefined) return 'stamp';
  return Date.parse(queued) <= Date.parse(cutoffs.deleteMailsQueuedBefore) ? 'delete' : null;
}
