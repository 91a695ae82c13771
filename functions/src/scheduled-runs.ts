import type { Firestore } from 'firebase-admin/firestore';
import { firestoreReminderStore } from '../../adapters/firestore-admin/firestore-reminder-store';
import { firestoreRetentionStore } from '../../adapters/firestore-admin/firestore-retention-store';
import { queueCoupleReminders, queuePendingDigest, type CoupleRemindersReport, type PendingDigestReport } from '../../application/booking/send-reminders';
import { applyRetention, type RetentionReport } from '../../application/privacy/apply-retention';
import { queueDayPlanReminders } from '../../application/portal/day-plan-reminders';
import { sendPendingDayPlanNotices } from '../../application/portal/day-plan-notices';
import { dayPlanNoticeStore } from '../../adapters/firestore-admin/firestore-day-plan-store';
import { DAY_PLANS, fromDayPlanDocument } from '../../ports/wire/day-plan-documents';
import type { ReminderSettings } from '../../domain/booking/reminders';
import { RETENTION_PERIODS, type RetentionPeriods } from '../../domain/privacy/retention';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/**
 * The periods the scheduled run applies: the domain's one configuration, which the privacy page states too (a test
 * renders the page against this very value). No param may override it, or the page would promise what the job does not do.
 */
export const JOB_RETENTION_PERIODS: RetentionPeriods = RETENTION_PERIODS;

/** One run of the retention policy (the scheduled function's body; tests call it with a fixed clock). */
export function runRetention(
  store: Firestore,
  now: Date,
  periods: RetentionPeriods,
  galleries: Pick<GalleryPrivacyStore, 'expiredBefore' | 'deleteGallery'>,
  pageSize?: number,
): Promise<RetentionReport> {
  return applyRetention({ now, periods }, firestoreRetentionStore(store, pageSize), galleries);
}

/** One run of the couples' reminders (the scheduled function's body; tests call it with a fixed clock). */
export function runCoupleReminders(store: Firestore, now: Date, settings: ReminderSettings, mail: MailSettings, pageSize?: number): Promise<CoupleRemindersReport> {
  return queueCoupleReminders({ now, settings }, firestoreReminderStore(store, pageSize), mail);
}

/** One run of the empty-day-plan reminders, with the couples' other reminders (tests call it with a fixed clock). */
export function runDayPlanReminders(store: Firestore, now: Date, settings: ReminderSettings, mail: MailSettings, pageSize?: number) {
  const reminders = firestoreReminderStore(store, pageSize);
  const dayPlanOf = async (bookingId: string) => {
    const found = await store.collection(DAY_PLANS).doc(bookingId).get();
    return found.exists ? fromDayPlanDocument(found.data()!).plan : null;
  };
  return queueDayPlanReminders({ now, settings }, { weddingCandidates: reminders.weddingCandidates, queueOnce: reminders.queueOnce, dayPlanOf }, mail);
}

/** One run of the day plans' pending change notices (the scheduled function's body; tests call it with a fixed clock). */
export function runDayPlanNotices(store: Firestore, now: Date, mail: MailSettings, pageSize?: number) {
  return sendPendingDayPlanNotices({ now }, dayPlanNoticeStore(store, mail, pageSize));
}

/** One run of the photographer's morning digest (the scheduled function's body; tests call it with a fixed clock). */
export function runPendingDigest(store: Firestore, now: Date, settings: ReminderSettings, mail: MailSettings, pageSize?: number): Promise<PendingDigestReport> {
  return queuePendingDigest({ now, settings }, firestoreReminderStore(store, pageSize), mail);
}
