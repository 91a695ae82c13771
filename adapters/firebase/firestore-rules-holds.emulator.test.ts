import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Booking, BookingStatus, DateLock } from '../../domain/booking/booking';
import { changeStatus } from '../../domain/booking/booking-status';
import { toBookingDocument, toLockDocument } from '../../ports/wire/firestore-documents';
import { aBooking } from '../../tests/support/booking-mother';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

/** firestore.rules on held date locks (the date-hold policy): who may take, turn into booked, replace and free them. */
const { env, setUp } = firestoreRulesSuite();

const admin = () => env().authenticatedContext('fotografka', { admin: true }).firestore();
const DATE = '2027-07-03';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const held = (bookingId: string, expiresAt?: string): DateLock => ({ date: DATE, reason: 'held', bookingId, ...(expiresAt ? { expiresAt } : {}) });

async function seed(booking: Booking | null, lock: DateLock | null) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    if (booking) await setDoc(doc(ctx.firestore(), 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
    if (lock) await setDoc(doc(ctx.firestore(), 'dateLocks', lock.date), toLockDocument(lock, firestoreTime));
  });
}

/** A new request and its hold in one batch, as the intake writes them. */
function createWithHold(booking: Booking, lock: Record<string, unknown>) {
  const db = admin();
  const batch = writeBatch(db);
  batch.set(doc(db, 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
  batch.set(doc(db, 'dateLocks', DATE), lock);
  return batch.commit();
}

/** A status change with what it does to the lock, in one batch. */
function answer(booking: Booking, to: BookingStatus, lock: Record<string, unknown> | 'delete' | null) {
  const changed = toBookingDocument(changeStatus(booking, { to, by: 'fotograf@example.cz', at: '2026-11-05T10:00:00.000Z' }), firestoreTime);
  const db = admin();
  const batch = writeBatch(db);
  batch.update(doc(db, 'bookings', booking.id), { status: changed.status, history: changed.history, updatedAt: changed.updatedAt });
  if (lock === 'delete') batch.delete(doc(db, 'dateLocks', DATE));
  else if (lock) batch.set(doc(db, 'dateLocks', DATE), lock);
  return batch.commit();
}

describe.skipIf(!onEmulators)('firestore.rules: held date locks', () => {
  setUp();

  it('a hold is accepted only with the creation of its new request: keys date/reason/bookingId/expiresAt, a Timestamp end', async () => {
    const booking = aBooking({ weddingDate: DATE });
    await assertFails(createWithHold(booking, { ...toLockDocument(held(booking.id, inAWeek()), firestoreTime), note: 'x' }));
    await assertFails(createWithHold(booking, { ...held(booking.id), expiresAt: inAWeek() }));
    await assertFails(createWithHold(aBooking({ id: booking.id, weddingDate: '2027-07-04' }), toLockDocument(held(booking.id), firestoreTime)));
    await assertSucceeds(createWithHold(booking, toLockDocument(held(booking.id, inAWeek()), firestoreTime)));
  });

  it('no hold for an existing request, or on its own without a booking', async () => {
    const booking = aBooking({ weddingDate: DATE });
    await seed(booking, null);
    await assertFails(setDoc(doc(admin(), 'dateLocks', DATE), toLockDocument(held(booking.id), firestoreTime)));
    await assertFails(setDoc(doc(admin(), 'dateLocks', DATE), toLockDocument(held('neexistuje'), firestoreTime)));
  });

  it("another request cannot replace a live hold (with or without an end), but may replace an expired one", async () => {
    for (const expiresAt of [inAWeek(), undefined]) {
      await env().clearFirestore();
      const holder = aBooking({ weddingDate: DATE });
      await seed(holder, held(holder.id, expiresAt));
      const other = aBooking({ weddingDate: DATE });
      await assertFails(createWithHold(other, toLockDocument(held(other.id, inAWeek()), firestoreTime)));
    }
    await env().clearFirestore();
    const holder = aBooking({ weddingDate: DATE });
    await seed(holder, held(holder.id, anHourAgo()));
    const other = aBooking({ weddingDate: DATE });
    await assertSucceeds(createWithHold(other, toLockDocument(held(other.id, inAWeek()), firestoreTime)));
  });

  it("the desk's confirmation turns the request's own hold into booked in the same batch; leaving it held is refused", async () => {
    const booking = aBooking({ weddingDate: DATE });
    await seed(booking, held(booking.id, inAWeek()));
    await assertFails(answer(booking, 'confirmed', null));
    await assertFails(answer(booking, 'confirmed', { ...toLockDocument(held(booking.id, inAWeek()), firestoreTime), reason: 'booked' }));
    await assertSucceeds(answer(booking, 'confirmed', { date: DATE, reason: 'booked', bookingId: booking.id }));
  });

  it("confirming another request over a live hold is refused; over an expired one it is allowed", async () => {
    const holder = aBooking({ weddingDate: DATE });
    const other = aBooking({ weddingDate: DATE });
    await seed(holder, held(holder.id, inAWeek()));
    await seed(other, null);
    await assertFails(answer(other, 'confirmed', { date: DATE, reason: 'booked', bookingId: other.id }));
    await seed(null, held(holder.id, anHourAgo()));
    await assertSucceeds(answer(other, 'confirmed', { date: DATE, reason: 'booked', bookingId: other.id }));
  });

  it('declining frees the hold in the same batch (leaving it is refused); a live hold is not deleted alone, an expired one is', async () => {
    const booking = aBooking({ weddingDate: DATE });
    await seed(booking, held(booking.id, inAWeek()));
    await assertFails(answer(booking, 'declined', null));
    await assertFails(deleteDoc(doc(admin(), 'dateLocks', DATE)));
    await assertSucceeds(answer(booking, 'declined', 'delete'));
    const other = aBooking({ weddingDate: DATE });
    await seed(other, held(other.id, anHourAgo()));
    await assertSucceeds(deleteDoc(doc(admin(), 'dateLocks', DATE)));
  });
});
