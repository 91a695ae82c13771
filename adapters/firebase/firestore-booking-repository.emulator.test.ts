import 'reflect-metadata';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { changeStatus } from '../../domain/booking/booking-status';
import { bookingRepositoryContract } from '../../tests/contracts/booking-repository.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { adminFirestore, clearFirestore, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

/** Signed in as the seeded admin through the web SDK: firestore.rules apply to every call. */
async function signedInRepository() {
  await clearFirestore();
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(SEEDED_ADMIN);
  return new FirestoreBookingRepository(startup);
}

if (onEmulators) {
  afterAll(disposeWebApps);
  bookingRepositoryContract('firestore emulator', async () => ({
    bookings: await signedInRepository(),
    // As the functions write a booking (firebase-admin, the rules do not apply): the thread's markers included.
    seed: async (booking) => {
      const db = await adminFirestore();
      await db.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, (iso) => AdminTimestamp.fromDate(new Date(iso))));
    },
  }));
}

describe.skipIf(!onEmulators)('FirestoreBookingRepository specifics', () => {
  beforeEach(clearFirestore);

  it('confirming a booking takes its date; a second booking cannot be confirmed on it', async () => {
    const bookings = await signedInRepository();
    const first = await bookings.create(aBooking({ weddingDate: '2027-10-02' }));
    const second = await bookings.create(aBooking({ weddingDate: '2027-10-02' }));
    // Status changes as the domain makes them (the rules insist on the history entry).
    const change = (b: Booking, to: BookingStatus) => {
      const { status, history, updatedAt } = changeStatus(b, { to, by: 'fotograf@example.cz', at: '2026-11-03T10:00:00.000Z' });
      return { status, history, updatedAt };
    };
    await bookings.update(first.id, change(first, 'confirmed'));
    await expect(bookings.update(second.id, change(second, 'confirmed'))).rejects.toMatchObject({ code: 'booking/date-taken' });
    await expect(bookings.listDateLocks('2027-10-01', '2027-10-31')).resolves.toEqual([
      { date: '2027-10-02', reason: 'booked', bookingId: first.id },
    ]);
    await bookings.update(first.id, change((await bookings.get(first.id))!, 'cancelled'));
    await expect(bookings.listDateLocks('2027-10-01', '2027-10-31')).resolves.toEqual([]);
  });

  it('pages by createdAt (Timestamps in the database, ISO strings out)', async () => {
    const bookings = await signedInRepository();
    for (let i = 0; i < 3; i += 1) await bookings.create(aBooking());
    const page1 = await bookings.list({ orderBy: 'createdAt', direction: 'desc', limit: 2 });
    const page2 = await bookings.list({ orderBy: 'createdAt', direction: 'desc', limit: 2, cursor: page1.nextCursor! });
    const created = [...page1.items, ...page2.items].map((b) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(created).toHaveLength(3);
    expect(page2.nextCursor).toBeUndefined();
  });

  it('pages by createdAt without repeating or skipping when the stored server timestamps have microseconds', async () => {
    const bookings = await signedInRepository();
    const db = await adminFirestore();
    // Production server timestamps carry microseconds; ISO strings (milliseconds) would cut them off the cursor.
    const seconds = Math.floor(Date.parse('2026-11-20T10:00:00.000Z') / 1000);
    const ids: string[] = [];
    for (const [i, micros] of [123_456, 123_789, 124_001, 999_999].entries()) {
      const booking = aBooking({ id: `micro-${i}` });
      const stamp = new AdminTimestamp(seconds, micros * 1000);
      await db.collection(BOOKINGS).doc(booking.id).set({ ...toBookingDocument(booking, (iso) => AdminTimestamp.fromDate(new Date(iso))), createdAt: stamp, updatedAt: stamp });
      ids.push(booking.id);
    }
    for (const direction of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bookings.list({ orderBy: 'createdAt', direction, limit: 1, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((b) => b.id));
        cursor = page.nextCursor;
      } while (cursor && seen.length < 10);
      expect(seen, direction).toEqual(direction === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('refuses everything to a visitor session (rules), as auth/forbidden', async () => {
    await clearFirestore();
    const bookings = new FirestoreBookingRepository(webStartup());
    await expect(bookings.list({ orderBy: 'createdAt', direction: 'asc', limit: 5 })).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(bookings.create(aBooking())).rejects.toMatchObject({ code: 'auth/forbidden' });
  });
});
