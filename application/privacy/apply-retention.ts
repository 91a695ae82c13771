import { lockChange } from '../../domain/booking/date-lock';
import { anonymiseBooking } from '../../domain/privacy/anonymise';
import {
  acceptanceRetentionDue,
  dayPlanRetentionDue,
  mailRetentionAction,
  retentionActionFor,
  retentionCutoffs,
  type RetentionPeriods,
} from '../../domain/privacy/retention';
import { leftoversOf } from '../booking/erase-booking';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { Booking } from '../../domain/booking/booking';
import type { RetentionStore, RetentionUnit } from '../../ports/units/retention-store-port';
import { deleteExpiredGalleries } from './gallery-personal-data';

export interface RetentionReport {
  anonymised: string[];
  erased: string[];
  mailsDeleted: number;
  mailsStamped: number;
  /** Once-only markers past the outbox's period (their mails are gone or go now; no reminder is due that long). */
  markersDeleted: number;
  /** Galleries deleted whole (documents and files) a period after their last day. */
  galleriesDeleted: string[];
  /** The booking ids of the contract acceptances deleted (their period is over, or their booking is gone). */
  acceptancesDeleted: string[];
  /** The booking ids of the day plans deleted (their wedding is the period past, or their booking is gone). */
  dayPlansDeleted: string[];
}

/**
 * Each record kept under a booking's id (a contract acceptance, a day plan) whose period is over by its booking (or
 * whose booking is gone) is deleted, decided in its own unit from the booking stored then. Listed first, deleted
 * after: deleting while paging would move the cursor.
 */
async function deleteExpiredByBooking(
  ids: AsyncIterable<string>,
  due: (booking: Booking | null) => boolean,
  remove: (unit: RetentionUnit, bookingId: string) => Promise<void>,
  store: RetentionStore,
): Promise<string[]> {
  const listed: string[] = [];
  for await (const bookingId of ids) listed.push(bookingId);
  const deleted: string[] = [];
  for (const bookingId of listed) {
    const done = await store.atomically(async (unit) => {
      const loaded = await unit.load(bookingId);
      if (!due(loaded?.booking ?? null)) return false;
      await remove(unit, bookingId);
      return true;
    });
    if (done) deleted.push(bookingId);
  }
  return deleted;
}

/**
 * The scheduled retention run (domain/privacy/retention.ts): anonymises requests closed without a contract, erases
 * bookings with a contract after the accounting period, each with its mails (and acceptance and plan), deletes
 * contract acceptances and day plans past their own periods, old outbox mails and the galleries whose last day is a period past. Each booking is
 * decided again inside its own unit from what is stored then, so a status changed meanwhile is never overwritten.
 * Idempotent: a second run at the same instant finds nothing to do.
 */
export async function applyRetention(
  command: { now: Date; periods: RetentionPeriods },
  store: RetentionStore,
  galleries: Pick<GalleryPrivacyStore, 'expiredBefore' | 'deleteGallery'>,
): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(command.now, command.periods);
  const at = command.now.toISOString();
  const report: RetentionReport = { anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [], acceptancesDeleted: [], dayPlansDeleted: [] };
  // Before the bookings: a gallery is found by its own last day, whatever became of its booking.
  report.galleriesDeleted = await deleteExpiredGalleries(cutoffs, galleries);

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
  // After the bookings, so the acceptances and plans their erasure took with them are no longer listed.
  report.acceptancesDeleted = await deleteExpiredByBooking(store.acceptanceIds(), (booking) => acceptanceRetentionDue(booking, cutoffs), (unit, id) => unit.deleteAcceptance(id), store);
  report.dayPlansDeleted = await deleteExpiredByBooking(store.dayPlanIds(), (booking) => dayPlanRetentionDue(booking, cutoffs), (unit, id) => unit.deleteDayPlan(id), store);

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
