import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CALENDAR_FEED_SETTINGS, SETTINGS, SPENT_CHALLENGES, toBookingDocument, VARIABLE_SYMBOLS } from '../../ports/wire/firestore-documents';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { changeStatus } from '../../domain/booking/booking-status';
import { aBooking } from '../../tests/support/booking-mother';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

const { env, setUp } = firestoreRulesSuite();
// Every denied write is also logged by the SDK as a warning; here denials are the expected outcome.

const admin = () => env().authenticatedContext('fotografka', { admin: true }).firestore();
const anonymous = () => env().unauthenticatedContext().firestore();

/** The fields a legal status change writes, built by the domain rule itself (history entry included). */
function statusChange(booking: Booking, to: BookingStatus, at = '2026-11-05T10:00:00.000Z') {
  const changed = changeStatus(booking, { to, by: 'fotograf@example.cz', at });
  const stored = toBookingDocument(changed, firestoreTime);
  return { status: stored.status, history: stored.history as Array<Record<string, unknown>>, updatedAt: stored.updatedAt };
}

async function seedBooking(overrides: Partial<Booking> = {}) {
  const booking = aBooking(overrides);
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
  });
  return booking;
}

describe.skipIf(!onEmulators)('firestore.rules', () => {
  setUp();

  it('keeps bookings away from the public: no read, list, create, update or delete', async () => {
    const booking = await seedBooking();
    const db = anonymous();
    await assertFails(getDoc(doc(db, 'bookings', booking.id)));
    await assertFails(getDocs(collection(db, 'bookings')));
    await assertFails(setDoc(doc(db, 'bookings', 'nova'), toBookingDocument(aBooking({ id: 'nova' }), firestoreTime)));
    await assertFails(updateDoc(doc(db, 'bookings', booking.id), { status: 'confirmed' }));
    await assertFails(deleteDoc(doc(db, 'bookings', booking.id)));
  });

  it('lets an admin (boolean claim) read and list bookings', async () => {
    const booking = await seedBooking();
    await assertSucceeds(getDoc(doc(admin(), 'bookings', booking.id)));
    await assertSucceeds(getDocs(collection(admin(), 'bookings')));
  });

  it('refuses look-alike admins: no claim, a string claim "true", the number 1 or a role field', async () => {
    const booking = await seedBooking();
    for (const claims of [{}, { admin: false }, { admin: 'true' }, { role: 'admin' }, { admin: 1 }]) {
      const db = env().authenticatedContext(`u-${JSON.stringify(claims)}`, claims).firestore();
      await assertFails(getDoc(doc(db, 'bookings', booking.id)));
      await assertFails(updateDoc(doc(db, 'bookings', booking.id), { status: 'declined', updatedAt: firestoreTime('2026-11-05T10:00:00Z') }));
    }
  });

  it('lets an admin make a legal status change recorded in the history, but never change what the couple submitted', async () => {
    const booking = await seedBooking();
    const ref = doc(admin(), 'bookings', booking.id);
    // Without its history entry, with a forged one, or an illegal move: refused.
    await assertFails(updateDoc(ref, { status: 'declined', updatedAt: firestoreTime('2026-11-05T10:00:00Z') }));
    const declined = statusChange(booking, 'declined');
    await assertFails(updateDoc(ref, { ...declined, history: [...declined.history.slice(0, -1), { ...declined.history.at(-1)!, from: 'confirmed' }] }));
    await assertFails(updateDoc(ref, { ...declined, history: declined.history.slice(-1) }));
    // new → cancelled is not a legal move, even with a well-formed history entry.
    const entry = { at: firestoreTime('2026-11-05T10:00:00Z'), by: 'fotograf@example.cz', from: 'new', to: 'cancelled' };
    await assertFails(updateDoc(ref, { ...declined, status: 'cancelled', history: [...declined.history.slice(0, -1), entry] }));
    await assertSucceeds(updateDoc(ref, declined));
    await assertFails(updateDoc(ref, { createdAt: firestoreTime('2020-01-01T00:00:00Z') }));
    await assertFails(updateDoc(ref, { 'contact.email': 'jiny@example.cz' }));
    for (const field of ['id', 'reservationCode', 'weddingDate', 'consentAt']) {
      await assertFails(updateDoc(ref, { [field]: field === 'consentAt' ? firestoreTime('2020-01-01T00:00:00Z') : 'zmeneno' }));
    }
  });

  it('lets an admin create a booking only as new, with the one history entry that says so', async () => {
    const db = admin();
    const create = (booking: Booking) => setDoc(doc(db, 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
    // Straight into a date-taking status, even with its lock in the same batch: refused.
    const confirmed = aBooking({ status: 'confirmed', weddingDate: '2027-07-10' });
    const batch = writeBatch(db);
    batch.set(doc(db, 'bookings', confirmed.id), toBookingDocument(confirmed, firestoreTime));
    batch.set(doc(db, 'dateLocks', '2027-07-10'), { date: '2027-07-10', reason: 'booked', bookingId: confirmed.id });
    await assertFails(batch.commit());
    await assertFails(create(aBooking({ status: 'declined' })));
    await assertFails(create(aBooking({ history: [] })));
    await assertFails(create(aBooking({ history: [{ at: '2026-11-01T10:00:00.000Z', by: 'admin', from: 'confirmed', to: 'new' }] })));
    await assertFails(create(aBooking({ history: [{ at: '2026-11-01T10:00:00.000Z', by: '', from: null, to: 'new' }] })));
    const twice = aBooking();
    await assertFails(create({ ...twice, history: [...twice.history, ...twice.history] }));
    await assertSucceeds(create(aBooking({ history: [{ at: '2026-11-01T10:00:00.000Z', by: 'fotograf@example.cz', from: null, to: 'new' }] })));
  });

  it('refuses an admin creating a booking with function-only fields or an e-mail the portal and erasure would not find', async () => {
    const db = admin();
    const create = (booking: Booking, extra: Record<string, unknown> = {}) =>
      setDoc(doc(db, 'bookings', booking.id), { ...toBookingDocument(booking, firestoreTime), ...extra });
    await assertFails(create(aBooking(), { messages: [{ id: 'm1', at: '2026-11-01T10:00:00.000Z', author: 'couple', text: 'podvrh' }] }));
    await assertFails(create(aBooking(), { erasureRequestedAt: firestoreTime('2026-11-01T10:00:00Z') }));
    await assertFails(create(aBooking(), { anonymisedAt: firestoreTime('2026-11-01T10:00:00Z') }));
    await assertFails(create(aBooking(), { variableSymbol: '2707100001' }));
    // A desk client must not mark an address confirmed, nor plant a confirmation link's digest.
    await assertFails(create(aBooking(), { emailVerifiedAt: firestoreTime('2026-11-01T10:00:00Z') }));
    await assertFails(create(aBooking(), { emailTokenDigest: 'ab'.repeat(32) }));
    await assertFails(create(aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz', phone: '+420777123456' } })));
    await assertFails(create(aBooking({ contact: { coupleNames: 'Jana a Petr', email: ' jana@example.cz', phone: '+420777123456' } })));
    await assertSucceeds(create(aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } })));
  });

  it('lets anyone read date locks and nobody but admins write them', async () => {
    await env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'dateLocks', '2027-06-12'), { date: '2027-06-12', reason: 'blocked' }));
    await assertSucceeds(getDoc(doc(anonymous(), 'dateLocks', '2027-06-12')));
    await assertSucceeds(getDocs(collection(anonymous(), 'dateLocks')));
    await assertFails(setDoc(doc(anonymous(), 'dateLocks', '2027-06-13'), { date: '2027-06-13', reason: 'blocked' }));
    await assertFails(deleteDoc(doc(anonymous(), 'dateLocks', '2027-06-12')));
    await assertSucceeds(setDoc(doc(admin(), 'dateLocks', '2027-06-14'), { date: '2027-06-14', reason: 'blocked' }));
  });

  it('allows a booked lock only in the same batch as its booking taking the date', async () => {
    const booking = await seedBooking({ weddingDate: '2027-07-03' });
    const lock = { date: '2027-07-03', reason: 'booked', bookingId: booking.id };
    // Alone: the booking is still "new", so the lock has nothing to belong to.
    await assertFails(setDoc(doc(admin(), 'dateLocks', '2027-07-03'), lock));
    await assertFails(setDoc(doc(admin(), 'dateLocks', '2027-07-04'), { ...lock, date: '2027-07-04', bookingId: 'neexistuje' }));
    // Confirming without the lock is refused too: status and lock move together.
    await assertFails(updateDoc(doc(admin(), 'bookings', booking.id), statusChange(booking, 'confirmed')));
    const db = admin();
    const batch = writeBatch(db);
    batch.update(doc(db, 'bookings', booking.id), statusChange(booking, 'confirmed'));
    batch.set(doc(db, 'dateLocks', '2027-07-03'), lock);
    await assertSucceeds(batch.commit());
    // The lock cannot be dropped while its booking still takes the date.
    await assertFails(deleteDoc(doc(admin(), 'dateLocks', '2027-07-03')));
  });

  it('lets only an admin read the mail outbox (the delivery log); nobody writes it, not even an admin', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'mail', 'b-1-couple'), { to: 'a@example.cz', bookingId: 'b-1', delivery: { state: 'ERROR', attempts: 1 } });
    });
    const visitor = env().authenticatedContext('snoubenci', { admin: 'true' }).firestore();
    for (const db of [anonymous(), visitor]) {
      await assertFails(getDoc(doc(db, 'mail', 'b-1-couple')));
      await assertFails(getDocs(query(collection(db, 'mail'), where('bookingId', '==', 'b-1'))));
    }
    await assertSucceeds(getDoc(doc(admin(), 'mail', 'b-1-couple')));
    await assertSucceeds(getDocs(query(collection(admin(), 'mail'), where('bookingId', '==', 'b-1'))));
    await assertSucceeds(getDocs(query(collection(admin(), 'mail'), where('delivery.state', '==', 'ERROR'))));
    for (const db of [anonymous(), visitor, admin()]) {
      await assertFails(setDoc(doc(db, 'mail', 'b-1-couple-resend-1'), { to: 'a@example.cz', bookingId: 'b-1' }));
      await assertFails(updateDoc(doc(db, 'mail', 'b-1-couple'), { 'delivery.state': 'RETRY' }));
      await assertFails(deleteDoc(doc(db, 'mail', 'b-1-couple')));
    }
  });

  it('keeps rate limits, spent bot challenges and the variable symbol registry server-only', async () => {
    for (const db of [anonymous(), admin()]) {
      // A client writing the registry could make the next couple's deposit take someone else's symbol.
      await assertFails(getDoc(doc(db, VARIABLE_SYMBOLS, '2806120042')));
      await assertFails(setDoc(doc(db, VARIABLE_SYMBOLS, '2806120042'), { bookingId: 'b-1' }));
      await assertFails(getDoc(doc(db, 'rateLimits', 'x')));
      // A bot must not be able to look up or pre-empt which challenges were used.
      await assertFails(getDoc(doc(db, SPENT_CHALLENGES, 'x')));
      await assertFails(setDoc(doc(db, SPENT_CHALLENGES, 'x'), { expireAt: new Date() }));
    }
  });

  it('keeps the calendar feed token server-only, from admins too: a readable token would be a leaked calendar', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), SETTINGS, CALENDAR_FEED_SETTINGS), { token: 'x'.repeat(43), rotatedAt: firestoreTime('2026-11-24T10:00:00Z') });
    });
    for (const db of [anonymous(), admin()]) {
      await assertFails(getDoc(doc(db, SETTINGS, CALENDAR_FEED_SETTINGS)));
      await assertFails(getDocs(collection(db, SETTINGS)));
      // Nor may anyone plant a token of their choosing (a known address) or delete the current one.
      await assertFails(setDoc(doc(db, SETTINGS, CALENDAR_FEED_SETTINGS), { token: 'y'.repeat(43) }));
      await assertFails(deleteDoc(doc(db, SETTINGS, CALENDAR_FEED_SETTINGS)));
    }
  });
});
