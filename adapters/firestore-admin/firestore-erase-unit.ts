import type { Firestore } from 'firebase-admin/firestore';
import type { EraseUnit } from '../../ports/units/booking-erasure-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { queuedMailIds, removal } from './firestore-booking-removal';
import { deskTransaction } from './firestore-desk-transaction';

/** A booking's erasure (application/booking/erase-booking.ts; "Smazat účet" too) in one desk transaction. */
export function erasures(store: Firestore): Atomically<EraseUnit> {
  return deskTransaction<EraseUnit>(store, (tx, desk) => ({ queuedMailIds: queuedMailIds(store, tx), remove: removal(store, tx, desk) }));
}
