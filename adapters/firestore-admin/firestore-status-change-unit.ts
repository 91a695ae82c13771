import type { Firestore } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/booking/booking';
import type { StatusChangeUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { historyToDocument } from '../../ports/wire/firestore-documents';
import { receivedFor } from './firestore-bank-import-unit';
import { deskTransaction } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { recordPendingDocuments } from './firestore-pending-documents';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';
import { variableSymbols } from './firestore-variable-symbols';

/** A desk status change (application/booking/change-status.ts) in one transaction. */
export function statusChanges(store: Firestore): Atomically<StatusChangeUnit> {
  return deskTransaction<StatusChangeUnit>(store, (tx, desk) => {
    const symbols = variableSymbols(store, tx);
    return {
      variableSymbolTaken: symbols.variableSymbolTaken,
      receivedFor: (bookingId) => receivedFor(store, tx, bookingId),
      async save(after: Booking, lock, mail, documents) {
        tx.update(desk.bookingRef(after.id), {
          status: after.status,
          history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
          ...(after.variableSymbol ? { variableSymbol: after.variableSymbol } : {}),
          ...serverStamped({}, ['updatedAt']),
        });
        symbols.register(after);
        desk.applyLock(lock);
        if (mail) queueMail(store, tx, mail, after.updatedAt);
        recordPendingDocuments(store, tx, documents);
      },
    };
  });
}
