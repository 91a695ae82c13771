import { lockChange } from '../../domain/booking/date-lock';
import { anonymiseBooking } from '../../domain/privacy/anonymise';
import {
  mailRetentionAction,
  retentionActionFor,
  retentionCutoffs,
  type RetentionPeriods,
} from '../../domain/privacy/retention';
import { leftoversOf } from '../booking/erase-booking';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { RetentionStore } from '../../ports/units/retention-store-port';
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
}

/**
 * The scheduled retention run (domain/privacy/retention.ts): anonymises requests closed without a contract, erases
 * bookings with a contract after the accounting period, each with its mails, deletes old outbox mails and the
 * galleries whose last day is a period past. Each booking is
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
  const report: RetentionReport = { anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [] };
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
