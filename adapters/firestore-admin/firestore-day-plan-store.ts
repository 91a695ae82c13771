import type { Firestore } from 'firebase-admin/firestore';
import type { DayPlanStore } from '../../ports/units/day-plan-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { DAY_PLANS, fromDayPlanDocument, toDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { BOOKINGS, fromBookingDocument } from '../../ports/wire/firestore-documents';
import { queueMail } from './firestore-outbox';
import { countAttempt } from './firestore-rate-limits';
import { toTimestamp } from './firestore-timestamps';

/**
 * The day plan over firebase-admin: a save is one transaction (the booking and the plan read, the plan and the
 * photographer's notice written together). The identity comes from `verify` (the accounts service), never the request.
 */
export function dayPlanStore(store: Firestore, now: Date, verify: DayPlanStore['verify'], mail: MailSettings): DayPlanStore {
  const bookingRef = (id: string) => store.collection(BOOKINGS).doc(id);
  const planRef = (id: string) => store.collection(DAY_PLANS).doc(id);
  return {
    verify,
    countAttempt: (rules) => countAttempt(store, rules, now),
    async booking(id) {
      const snapshot = await bookingRef(id).get();
      return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
    },
    async plan(id) {
      const snapshot = await planRef(id).get();
      return snapshot.exists ? fromDayPlanDocument(snapshot.data()!) : null;
    },
    atomically: (work) =>
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
            for (const queued of mails) queueMail(store, tx, queued, record.updatedAt);
          },
        }),
      ),
    mail,
  };
}
