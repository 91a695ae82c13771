import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBookingAdmin } from './firebase-booking-admin';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import { editBooking } from '../../domain/booking/booking-edit';
import { moveBooking } from '../../domain/booking/booking-move';
import { toBookingDocument } from '../../ports/wire/firestore-documents';
import type { Credentials } from '../../domain/user/user';
import { aBooking } from '../../tests/support/booking-mother';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { adminFirestore, clearFirestore, disposeWebApps, EMULATORS, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

async function session(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return { admin: new FirebaseBookingAdmin(startup), bookings: new FirestoreBookingRepository(startup) };
}

describe.skipIf(!onEmulators)('bookings by hand, corrections and date moves against the emulators', () => {
  afterAll(disposeWebApps);
  beforeEach(clearFirestore);

  it('a confirmed phone booking is stored with its lock and the couple\'s Czech confirmation queued in the same write', async () => {
    const { admin } = await session(SEEDED_ADMIN);
    const booking = await admin.createBooking(aManualBookingInput({ weddingDate: '2027-08-21', channel: 'veletrh', status: 'confirmed' }));
    const store = await adminFirestore();
    expect((await store.collection('dateLocks').doc('2027-08-21').get()).data()).toEqual({ date: '2027-08-21', reason: 'booked', bookingId: booking.id });
    const mail = (await store.collection('mail').doc(`${booking.id}-status-1`).get()).data()!;
    expect(mail.to).toBe(booking.contact.email);
    expect(mail.message.subject).toBe(`Termín svatebního focení je potvrzený (${booking.reservationCode})`);
    // A retried submit (same id) answers the stored booking instead of failing or storing a second one.
    const again = await admin.createBooking(aManualBookingInput({ id: booking.id, weddingDate: '2027-08-21' }));
    expect(again.id).toBe(booking.id);
    expect((await store.collection('bookings').where('weddingDate', '==', '2027-08-21').get()).size).toBe(1);
  });

  it('race: 10 rounds of one admin moving a booking onto a day while another confirms a request there → one winner, no orphan lock', async () => {
    const [first, second] = await Promise.all([session(SEEDED_ADMIN), session(SEEDED_ADMIN)]);
    const rounds = 10;
    const tally = { moves: 0, confirmations: 0, clean: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const from = `2028-05-${String(round + 1).padStart(2, '0')}`;
      const target = `2028-06-${String(round + 1).padStart(2, '0')}`;
      const mover = await first.admin.createBooking(aManualBookingInput({ weddingDate: from, status: 'confirmed' }));
      const request = await first.bookings.create(aBooking({ weddingDate: target }));
      const results = await Promise.allSettled([first.admin.moveBooking(mover.id, target), second.admin.changeStatus(request.id, 'confirmed')]);
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as { code?: string }).code);
      expect(refusals).toEqual(['booking/date-taken']);
      const [onFrom, onTarget] = [await first.bookings.listDateLocks(from, from), await first.bookings.listDateLocks(target, target)];
      const [moverAfter, requestAfter] = [(await first.bookings.get(mover.id))!, (await first.bookings.get(request.id))!];
      if (results[0].status === 'fulfilled') {
        tally.moves += 1;
        expect([moverAfter.weddingDate, requestAfter.status]).toEqual([target, 'new']);
        expect([onFrom, onTarget]).toEqual([[], [{ date: target, reason: 'booked', bookingId: mover.id }]]);
      } else {
        tally.confirmations += 1;
        expect([moverAfter.weddingDate, requestAfter.status]).toEqual([from, 'confirmed']);
        expect([onFrom, onTarget]).toEqual([[{ date: from, reason: 'booked', bookingId: mover.id }], [{ date: target, reason: 'booked', bookingId: request.id }]]);
      }
      tally.clean += 1;
    }
    console.log(`move/confirm race: ${rounds} rounds, ${tally.moves} won by the move, ${tally.confirmations} by the confirmation, ${tally.clean} without an orphan lock`);
    expect(tally.clean).toBe(rounds);
  }, 240_000);
});

describe.skipIf(!onEmulators)('firestore.rules: the desk corrects and moves bookings through the functions only', () => {
  let env: RulesTestEnvironment;
  setLogLevel('error');
  afterAll(async () => env?.cleanup());

  it('an admin cannot write a date move, a contact or a package correction directly, even with a well-formed history entry; notes she can', async () => {
    const [host, port] = EMULATORS.firestore.split(':');
    env = await initializeTestEnvironment({
      projectId: EMULATORS.projectId,
      firestore: { host: host!, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
    });
    const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
    const booking = aBooking({ id: 'rules-move-1', status: 'new', weddingDate: '2027-09-04' });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'bookings', booking.id), toBookingDocument(booking, ts));
    });
    const ref = doc(env.authenticatedContext('fotografka', { admin: true }).firestore(), 'bookings', booking.id);
    const at = '2026-11-05T10:00:00.000Z';
    const moved = moveBooking(booking, { newDate: '2027-09-11', by: 'fotograf@example.cz', at, now: new Date(at) }, { from: null, to: null })!.after;
    const edited = editBooking(booking, { email: 'jiny@example.cz' }, 'fotograf@example.cz', at);
    for (const after of [moved, edited]) {
      const stored = toBookingDocument(after, ts);
      await assertFails(updateDoc(ref, { weddingDate: stored.weddingDate, contact: stored.contact, history: stored.history, updatedAt: stored.updatedAt }));
    }
    await assertFails(updateDoc(ref, { weddingDate: '2027-09-11' }));
    await assertFails(updateDoc(ref, { contact: { ...booking.contact, email: 'jiny@example.cz' } }));
    // A package or extras written without their agreed prices would change the deposit behind the history's back.
    await assertFails(updateDoc(ref, { packageSlug: 'cely-den', updatedAt: ts(at) }));
    await assertFails(updateDoc(ref, { extras: ['album'], updatedAt: ts(at) }));
    // Notes go through, stamped with the server's time; the browser's clock is refused.
    await assertFails(updateDoc(ref, { internalNotes: 'volala, chce celý den', updatedAt: ts(at) }));
    await assertSucceeds(updateDoc(ref, { internalNotes: 'volala, chce celý den', updatedAt: serverTimestamp() }));
  });
});
