import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { withdrawBooking } from '../../domain/booking/booking-status';
import { appendCoupleMessage } from '../../domain/booking/booking-message';
import { threadPath, toBookingDocument, toMessageDocument } from '../../ports/wire/firestore-documents';
import { aBooking } from '../../tests/support/booking-mother';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

const { env, setUp } = firestoreRulesSuite();

const admin = () => env().authenticatedContext('fotografka', { admin: true }).firestore();
const EMAIL = 'jana@example.cz';

async function seedBooking(overrides: Partial<Booking> = {}) {
  const booking = aBooking({ contact: { coupleNames: 'Jana a Petr', email: EMAIL, phone: '+420777123456' }, ...overrides });
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
  });
  return booking;
}

/** The portal's bookings and messages are reached only through its callables (firebase-admin), never by a client. */
describe.skipIf(!onEmulators)('firestore.rules and the couple\'s portal', () => {
  setUp();

  it('no client reads bookings: not anonymous, not a signed-in couple with the booking\'s own verified e-mail', async () => {
    const booking = await seedBooking();
    const couple = env().authenticatedContext('couple-1', { email: EMAIL, email_verified: true }).firestore();
    for (const db of [env().unauthenticatedContext().firestore(), couple]) {
      await assertFails(getDoc(doc(db, 'bookings', booking.id)));
      await assertFails(getDocs(query(collection(db, 'bookings'), where('contact.email', '==', EMAIL))));
    }
    await assertFails(updateDoc(doc(couple, 'bookings', booking.id), { messages: [{ id: 'x', at: 'y', author: 'couple', text: 'Ahoj' }] }));
  });

  it('an admin reads the thread but cannot write the couple\'s messages, nor their withdrawal, directly', async () => {
    const booking = await seedBooking();
    const ref = doc(admin(), 'bookings', booking.id);
    const appended = appendCoupleMessage(booking, [], { text: 'Podvržená zpráva', by: EMAIL, at: '2026-11-05T10:00:00.000Z' });
    const messaged = toBookingDocument(appended.booking, firestoreTime);
    const messageRef = (db: ReturnType<typeof admin>) => doc(db, threadPath(booking.id), appended.message.id);
    await assertFails(setDoc(messageRef(admin()), toMessageDocument(appended.message, firestoreTime)));
    await assertFails(updateDoc(ref, { history: messaged.history, updatedAt: messaged.updatedAt }));
    await assertFails(updateDoc(ref, { messages: [], updatedAt: firestoreTime('2026-11-05T10:00:00.000Z') }));
    await env().withSecurityRulesDisabled(async (ctx) => setDoc(messageRef(ctx.firestore()), toMessageDocument(appended.message, firestoreTime)));
    await assertSucceeds(getDocs(collection(admin(), threadPath(booking.id))));
    const couple = env().authenticatedContext('couple-1', { email: EMAIL, email_verified: true }).firestore();
    await assertFails(getDocs(collection(couple, threadPath(booking.id))));
    await assertFails(getDoc(messageRef(env().unauthenticatedContext().firestore())));
    const withdrawn = toBookingDocument(withdrawBooking(booking, EMAIL, '2026-11-05T10:00:00.000Z'), firestoreTime);
    await assertFails(updateDoc(ref, { status: withdrawn.status, history: withdrawn.history, updatedAt: withdrawn.updatedAt }));
    // The desk's own working fields still go through.
    await assertSucceeds(updateDoc(ref, { internalNotes: 'volala', updatedAt: serverTimestamp() }));
  });
});
