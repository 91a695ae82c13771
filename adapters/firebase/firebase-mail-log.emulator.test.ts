import 'reflect-metadata';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBookingAdmin } from './firebase-booking-admin';
import { FirebaseMailLog } from './firebase-mail-log';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import { bookingMailId } from '../../domain/booking/booking-mail';
import type { Credentials } from '../../domain/user/user';
import { MAIL, type MailDelivery } from '../../ports/wire/firestore-documents';
import { mailLogContract } from '../../tests/contracts/mail-log.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { adminFirestore, clearFirestore, createAccount, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

async function session(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return { log: new FirebaseMailLog(startup), desk: new FirebaseBookingAdmin(startup), bookings: new FirestoreBookingRepository(startup) };
}

/** What the Trigger Email extension writes on the document (Timestamps for the times, `info.messageId`). */
async function deliver(mailId: string, delivery: MailDelivery) {
  const { state, attempts, error, messageId, ...times } = delivery;
  const stamped = Object.fromEntries(Object.entries(times).map(([field, iso]) => [field, Timestamp.fromDate(new Date(iso))]));
  await (await adminFirestore())
    .collection(MAIL)
    .doc(mailId)
    .update({ delivery: { state, attempts, ...(error ? { error } : {}), ...stamped, ...(messageId ? { info: { messageId } } : {}) } });
}

if (onEmulators) {
  afterAll(disposeWebApps);
  mailLogContract('firebase emulators', async () => {
    await clearFirestore();
    const [admin, visitor] = await Promise.all([session(SEEDED_ADMIN), createAccount(null).then((account) => session(account))]);
    return { admin: admin.log, visitor: visitor.log, desk: admin.desk, bookings: admin.bookings, deliver };
  });
}

describe.skipIf(!onEmulators)('resendMail and the erasure against the emulators', () => {
  beforeEach(clearFirestore);

  it('resending an ERROR mail creates a new outbox document with the same envelope and message; a SUCCESS one is refused', async () => {
    const { log, desk, bookings } = await session(SEEDED_ADMIN);
    const booking = await bookings.create(aBooking({ weddingDate: '2028-08-05', reservationCode: 'H3WD-9RTA' }));
    await desk.changeStatus(booking.id, 'confirmed');
    const failedId = bookingMailId.statusChanged(booking.id, 1);
    await deliver(failedId, { state: 'ERROR', attempts: 3, error: '550 5.1.1 Mailbox unavailable' });
    const store = await adminFirestore();
    const before = (await store.collection(MAIL).doc(failedId).get()).data()!;

    await log.resend(failedId);
    const resent = (await store.collection(MAIL).doc(`${failedId}-resend-1`).get()).data()!;
    const { createdAt, delivery: _none, resendOf, ...copy } = resent;
    const { createdAt: _was, delivery: _failed, ...original } = before;
    expect(copy).toEqual(original);
    expect(copy.bookingId).toBe(booking.id);
    expect(copy.message.attachments[0].filename).toBe('svatba-2028-08-05.ics');
    expect(resendOf).toBe(failedId);
    expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before.createdAt.toMillis());
    // History stays: the failed mail is exactly as the sender left it.
    expect((await store.collection(MAIL).doc(failedId).get()).data()).toEqual(before);

    await deliver(`${failedId}-resend-1`, { state: 'SUCCESS', attempts: 1 });
    await expect(log.resend(`${failedId}-resend-1`)).rejects.toMatchObject({ code: 'mail/not-failed' });
    expect((await store.collection(MAIL).doc(`${failedId}-resend-2`).get()).exists).toBe(false);
  });

  it('the erasure deletes every mail stored with the booking id, resends included, and leaves other mails', async () => {
    const { log, desk, bookings } = await session(SEEDED_ADMIN);
    const booking = await bookings.create(aBooking({ weddingDate: '2028-08-12' }));
    const other = await bookings.create(aBooking({ weddingDate: '2028-08-19' }));
    await desk.changeStatus(booking.id, 'confirmed');
    await desk.changeStatus(other.id, 'confirmed');
    const failedId = bookingMailId.statusChanged(booking.id, 1);
    await deliver(failedId, { state: 'ERROR', attempts: 1, error: 'timeout' });
    await log.resend(failedId);
    await deliver(`${failedId}-resend-1`, { state: 'ERROR', attempts: 1, error: 'timeout' });
    await log.resend(`${failedId}-resend-1`);
    const store = await adminFirestore();
    expect((await store.collection(MAIL).where('bookingId', '==', booking.id).get()).size).toBe(3);

    await desk.erase(booking.id);
    const left = (await store.collection(MAIL).get()).docs.map((doc) => doc.id);
    expect(left).toEqual([bookingMailId.statusChanged(other.id, 1)]);
  });
});
