import type { Booking } from '../../domain/booking/booking';
import { lockChange, type LockChange } from '../../domain/booking/date-lock';
import { anonymiseBooking } from '../../domain/privacy/anonymise';
import {
  mailRetentionAction,
  retentionActionFor,
  retentionCutoffs,
  type RetentionCutoffs,
  type RetentionPeriods,
  type StoredMailAge,
} from '../../domain/privacy/retention';
import type { Atomically } from '../shared/unit-of-work';
import type { BookingDeskUnit } from '../booking/change-status';
import { leftoversOf, type BookingLeftovers, type BookingMailsUnit } from '../booking/erase-booking';

export interface RetentionUnit extends BookingDeskUnit, BookingMailsUnit {
  /**
   * Replaces the booking with its anonymised form (no search terms), applies the lock change, deletes these mails and
   * the thread's messages.
   */
  anonymise(after: Booking, lock: LockChange, leftovers: BookingLeftovers): Promise<void>;
  /** Deletes the booking, applies the lock change (freeing its day) and deletes these mails and thread messages. */
  erase(booking: Booking, lock: LockChange, leftovers: BookingLeftovers): Promise<void>;
}

export interface RetentionStore {
  /**
   * Every booking the policy may act on at these cutoffs — a superset is fine (the rule decides again inside each
   * unit), a missing one is not. Paged by the store.
   */
  candidates(cutoffs: RetentionCutoffs): AsyncIterable<Booking>;
  /** Every outbox mail with what is known of its age, paged by the store. */
  mails(): AsyncIterable<StoredMailAge & { id: string }>;
  /** Deletes these outbox mails (batched by the store). */
  deleteMails(ids: string[]): Promise<void>;
  /** Every once-only marker of a scheduled mail with when it was written, paged by the store. */
  onceMarkers(): AsyncIterable<StoredMailAge & { id: string }>;
  /** Deletes these once-only markers (batched by the store). */
  deleteOnceMarkers(ids: string[]): Promise<void>;
  /** Sets `createdAt` on these outbox mails (those with no known age: their period starts now). */
  stampMails(ids: string[], at: string): Promise<void>;
  atomically: Atomically<RetentionUnit>;
}

export interface RetentionReport {
  anonymised: string[];
  erased: string[];
  mailsDeleted: number;
  mailsStamped: number;
  /** Once-only markers past the outbox's period (their mails are gone or go now; no reminder is due that long). */
  markersDeleted: number;
}

/**
 * The scheduled retention run (domain/privacy/retention.ts): anonymises requests closed without a contract, erases
 * bookings with a contract after the accounting period, each with its mails, and deletes old outbox mails. Each booking is
 * decided again inside its own unit from what is stored then, so a status changed meanwhile is never overwritten.
 * Idempotent: a second run at the same instant finds nothing to do.
 */
export async function applyRetention(command: { now: Date; periods: RetentionPeriods }, store: RetentionStore): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(command.now, command.periods);
  const at = command.now.toISOString();
  const report: RetentionReport = { anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0 };

  for await (const candidate of store.candidates(cutoffs)) {
    if (retentionActionFor(candidate, cutoffs) === null) continue;
    const done = await store.atomically(async (unit) => {
      const loaded = await unit.load(candidate.id);
      if (!loaded) return null;
      const { booking, lock } = loaded;
      const action = retentionActionFor(booking, cutoffs);
      if (action === 'anonymise') {
        const after = anonymiseBooking(booking, at);
        await unit.anonymise(after, lockChange(booking, after, lock, { now: command.now }), await leftoversOf(unit, booking));
      } else if (action === 'erase') {
        await unit.erase(booking, lockChange(booking, null, lock, { now: command.now }), await leftoversOf(unit, booking));
      }
      return action;
    });
    if (done) report[done === 'anonymise' ? 'anonymised' : 'erased'].push(candidate.id);
  }

  const toDelete: string[] = [];
  const toStamp: string[] = [];
  // After the bookings, so the mails they took with them are no longer listed.
  for await (const mail of store.mails()) {
    const action = mailRetentionAction(mail, cutoffs);
    if (action === 'delete') toDelete.push(mail.id);
    if (action === 'stamp') toStamp.push(mail.id);
  }
  await store.deleteMails(toDelete);
  await store.stampMails(toStamp, at);
  report.mailsDeleted = toDelete.length;
  report.mailsStamped = toStamp.length;

  // A marker keeps its mail from being queued again for as long as the mail would have stayed (requireRemindersOutliveMails).
  const markers: string[] = [];
  for await (const marker of store.onceMarkers()) if (mailRetentionAction(marker, cutoffs) === 'delete') markers.push(marker.id);
  await store.deleteOnceMarkers(markers);
  report.markersDeleted = markers.length;
  return report;
}
