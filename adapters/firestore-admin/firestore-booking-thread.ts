import type { Firestore, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import type { BookingMessage } from '../../domain/booking/booking';
import type { BookingThreadUnit, ThreadReads } from '../../ports/units/booking-thread-unit-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { fromMessageDocument, historyToDocument, messageMarksToDocument, threadOrder, threadPath, toMessageDocument } from '../../ports/wire/firestore-documents';
import { deskTransaction, type Desk } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

export const threadOf = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => fromMessageDocument(doc.data())).sort(threadOrder);

/** The thread's reads and writes inside one transaction, for the desk's unit and the couple's portal alike. */
export function threadWrites(store: Firestore, tx: Transaction, desk: Desk): ThreadReads & { addMessage(bookingId: string, message: BookingMessage): void } {
  return {
    thread: async (bookingId) => threadOf(await tx.get(store.collection(threadPath(bookingId)))),
    async saveMarks(after) {
      tx.update(desk.bookingRef(after.id), messageMarksToDocument(after, toTimestamp));
    },
    // `create`: a message id names one position in the thread, never overwritten.
    addMessage(bookingId, message) {
      tx.create(store.collection(threadPath(bookingId)).doc(message.id), toMessageDocument(message, toTimestamp));
    },
  };
}

/**
 * The photographer's thread over firebase-admin: one transaction reads the booking and its thread and writes her
 * answer, its history entry, the markers and the couple's mail together (or the read marker alone).
 */
export function bookingThreads(store: Firestore): Atomically<BookingThreadUnit> {
  return deskTransaction<BookingThreadUnit>(store, (tx, desk) => {
    const writes = threadWrites(store, tx, desk);
    return {
      thread: writes.thread,
      saveMarks: writes.saveMarks,
      async append(after, message, mails) {
        tx.update(desk.bookingRef(after.id), {
          history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
          ...messageMarksToDocument(after, toTimestamp),
          ...serverStamped({}, ['updatedAt']),
        });
        for (const queued of mails) queueMail(store, tx, queued, after.updatedAt);
        writes.addMessage(after.id, message);
      },
    };
  });
}
