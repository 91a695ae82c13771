import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { DayPlanNoticeStore, DayPlanStore, DayPlanUnit } from '../../ports/units/day-plan-store-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { DAY_PLANS, fromDayPlanDocument, toDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { BOOKINGS, fromBookingDocument } from '../../ports/wire/firestore-documents';
import { queueMail } from './firestore-outbox';
import { paged } from './firestore-paging';
import { countAttempt } from './firestore-rate-limits';
import { toTimestamp } from './firestore-timestamps';

/** One save's unit in a transaction: the booking and the plan read, the plan and its notice's mail written together. */
function dayPlanUnits(store: Firestore): Atomically<DayPlanUnit> {
  const bookingRef = (id: string) => store.collection(BOOKINGS).doc(id);
  const planRef = (id: string) => store.collection(DAY_PLANS).doc(id);
  return (work) =>
    store.runTransaction((tx) =>
      work({
        async booking(id) {
          const snapshot = await tx.get(bookingRef(id));
          return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
        },
        async plan(id) {
          const snapshot = await tx.get(planRef(id));
          return snapshot.exists ? fromDayPlanDocument(snapshot.data()!) : null;
        },
        async save(id, record, mails) {
          tx.set(planRef(id), toDayPlanDocument(record, toTimestamp));
          for (const queued of mails) queueMail(store, tx, queued, record.notice?.at ?? record.updatedAt);
        },
      }),
    );
}

/**
 * The day plan over firebase-admin: a save is one transaction (the booking and the plan read, the plan and the
 * photographer's notice written together). The identity comes from `verify` (the accounts service), never the request.
 */
export function dayPlanStore(store: Firestore, now: Date, verify: DayPlanStore['verify'], mail: MailSettings): DayPlanStore {
  return {
    verify,
    countAttempt: (rules) => countAttempt(store, rules, now),
    async booking(id) {
      const snapshot = await store.collection(BOOKINGS).doc(id).get();
      return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
    },
    async plan(id) {
      const snapshot = await store.collection(DAY_PLANS).doc(id).get();
      return snapshot.exists ? fromDayPlanDocument(snapshot.data()!) : null;
    },
    atomically: dayPlanUnits(store),
    mail,
  };
}

/** The scheduled run's store: the plans whose notice is due, found by `noticeDueAt` (paged), and the save's units. */
export function dayPlanNoticeStore(store: Firestore, mail: MailSettings, pageSize = 200): DayPlanNoticeStore {
  return {
    async *pendingNotices(at) {
      const due = store.collection(DAY_PLANS).where('noticeDueAt', '<=', toTimestamp(at)).orderBy('noticeDueAt').orderBy(FieldPath.documentId());
      for await (const doc of paged(due, pageSize)) yield doc.id;
    },
    atomically: dayPlanUnits(store),
    mail,
  };
}
