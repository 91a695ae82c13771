import 'reflect-metadata';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBookingAdmin } from './firebase-booking-admin';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import { nextVariableSymbol, variableSymbol } from '../../domain/payment/variable-symbol';
import type { Credentials } from '../../domain/user/user';
import { VARIABLE_SYMBOLS } from '../../ports/wire/firestore-documents';
import { bookingAdminContract } from '../../tests/contracts/booking-admin.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { parseIcs } from '../../tests/support/ics';
import { adminFirestore, clearFirestore, createAccount, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

/** One signed-in web app (its own session), as a second browser would be. */
async function session(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return { admin: new FirebaseBookingAdmin(startup), bookings: new FirestoreBookingRepository(startup) };
}

async function statusMails(bookingId: string) {
  const snapshot = await (await adminFirestore()).collection('mail').get();
  return snapshot.docs
    .filter((d) => d.id.startsWith(`${bookingId}-status-`))
    .map((d) => ({ id: d.id, to: String(d.get('to')) }));
}

async function movedMails(bookingId: string) {
  const snapshot = await (await adminFirestore()).collection('mail').where('bookingId', '==', bookingId).get();
  return snapshot.docs
    .filter((d) => d.id.startsWith(`${bookingId}-moved-`))
    .map((d) => ({ id: d.id, to: String(d.get('to')), subject: String(d.get('message.subject')) }));
}

if (onEmulators) {
  afterAll(disposeWebApps);
  bookingAdminContract('firebase emulators', async () => {
    await clearFirestore();
    const [first, second, visitor] = await Promise.all([
      session(SEEDED_ADMIN),
      session(SEEDED_ADMIN),
      createAccount(null).then((account) => session(account)),
    ]);
    return {
      admin: first.admin,
      otherAdmin: second.admin,
      visitor: visitor.admin,
      bookings: first.bookings,
      statusMails,
      movedMails,
      adminEmail: SEEDED_ADMIN.identifier,
    };
  });
}

describe.skipIf(!onEmulators)('booking admin against the emulators', () => {
  beforeEach(clearFirestore);

  it('the confirmation to the couple is Czech, in the Trigger Email format, with the wedding as an .ics attachment', async () => {
    const { admin, bookings } = await session(SEEDED_ADMIN);
    const booking = await bookings.create(aBooking({ weddingDate: '2027-08-14', reservationCode: 'H3WD-9RTA' }));
    await admin.changeStatus(booking.id, 'confirmed');
    const mail = (await (await adminFirestore()).collection('mail').doc(`${booking.id}-status-1`).get()).data()!;
    expect(mail.to).toBe(booking.contact.email);
    expect(mail.replyTo).toBe('fotograf@example.cz');
    expect(mail.message.subject).toBe('Termín svatebního focení je potvrzený (H3WD-9RTA)');
    expect(mail.message.text).toContain('Termín svatby: sobota 14. srpna 2027');
    expect(mail.message.text).toContain('https://www.terezanovakova-foto.cz/rezervace#moje-rezervace');
    expect(mail.message.html).toMatch(/^<!DOCTYPE html>/);
    const [attachment, ...more] = mail.message.attachments as Array<{ filename: string; content: string; contentType: string }>;
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: 'svatba-2027-08-14.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const [event] = parseIcs(attachment!.content).events;
    expect(event!.UID?.value).toBe(`${booking.id}@terezanovakova-foto.cz`);
    expect(event!.DTSTART).toEqual({ params: { VALUE: 'DATE' }, value: '20270814' });
  });

  it('a deposit\'s variable symbol is registered with its booking; a symbol once given (its booking since deleted) is never given again', async () => {
    const { admin, bookings } = await session(SEEDED_ADMIN);
    const db = await adminFirestore();
    const first = await bookings.create(aBooking({ weddingDate: '2028-05-06', reservationCode: 'VSRG-ONE1' }));
    const symbol = (await admin.changeStatus(first.id, 'confirmed')).variableSymbol!;
    expect((await db.collection(VARIABLE_SYMBOLS).doc(symbol).get()).data()).toEqual({ bookingId: first.id });
    // A symbol given to a booking that no longer exists (erased, deleted) stays taken: old bank statements name it.
    const next = await bookings.create(aBooking({ weddingDate: '2028-05-13', reservationCode: 'VSRG-TWO2' }));
    await db.collection(VARIABLE_SYMBOLS).doc(variableSymbol(next)).set({ bookingId: 'a-deleted-booking' });
    const confirmed = await admin.changeStatus(next.id, 'confirmed');
    expect(confirmed.variableSymbol).toBe(nextVariableSymbol(variableSymbol(next)));
    expect((await db.collection(VARIABLE_SYMBOLS).doc(confirmed.variableSymbol!).get()).data()).toEqual({ bookingId: next.id });
    expect((await db.collection(VARIABLE_SYMBOLS).get()).size).toBe(3);

    // Erased (GDPR), the first booking leaves its symbol reserved but no longer named: a booking wanting it gets the next.
    await admin.erase(first.id);
    expect((await db.collection(VARIABLE_SYMBOLS).doc(symbol).get()).data()).toEqual({ erased: true });
    const same = await bookings.create(aBooking({ weddingDate: '2028-05-06', reservationCode: 'VSRG-ONE1' }));
    expect(variableSymbol(same)).toBe(symbol);
    expect((await admin.changeStatus(same.id, 'confirmed')).variableSymbol).toBe(nextVariableSymbol(symbol));
  });

  it('confirm-and-decline queues each declined couple the Czech decline mail; racing a confirmation of a competitor, one side wins whole', async () => {
    const [first, second] = await Promise.all([session(SEEDED_ADMIN), session(SEEDED_ADMIN)]);
    const date = '2027-09-04';
    const [chosen, ...rivals] = await Promise.all(
      Array.from({ length: 5 }, (_, i) => first.bookings.create(aBooking({ weddingDate: date, reservationCode: `RVK${i + 2}-ABCD` }))),
    );
    const db = await adminFirestore();
    // The other admin confirms one competitor at the same moment: the step either wins whole or is refused whole.
    const [step, rivalConfirm] = await Promise.allSettled([
      first.admin.changeStatus(chosen!.id, 'confirmed', undefined, rivals.map((r) => r.id)),
      second.admin.changeStatus(rivals[0]!.id, 'confirmed'),
    ]);
    const statuses = async () => Promise.all([chosen!, ...rivals].map(async (b) => (await first.bookings.get(b.id))!.status));
    const [lock] = await first.bookings.listDateLocks(date, date);
    if (step.status === 'fulfilled') {
      expect(rivalConfirm).toMatchObject({ status: 'rejected', reason: { code: expect.stringMatching(/^booking\/(date-taken|invalid-transition)$/) } });
      expect(await statuses()).toEqual(['confirmed', 'declined', 'declined', 'declined', 'declined']);
      expect(lock).toEqual({ date, reason: 'booked', bookingId: chosen!.id });
      for (const rival of rivals) {
        const mail = (await db.collection('mail').doc(`${rival.id}-status-1`).get()).data()!;
        expect(mail.to).toBe(rival.contact.email);
        expect(mail.message.subject).toBe(`Svatební focení na 4. září 2027 bohužel nemohu přijmout (${rival.reservationCode})`);
      }
    } else {
      expect(rivalConfirm.status).toBe('fulfilled');
      expect((step.reason as { code: string }).code).toMatch(/^booking\/(competitor-changed|date-taken)$/);
      expect(await statuses()).toEqual(['new', 'confirmed', 'new', 'new', 'new']);
      expect(lock).toEqual({ date, reason: 'booked', bookingId: rivals[0]!.id });
      expect((await db.collection('mail').where('bookingId', 'in', [chosen!.id, ...rivals.slice(1).map((r) => r.id)]).get()).size).toBe(0);
    }
    console.log(`confirm-and-decline raced a competitor's confirmation: ${step.status === 'fulfilled' ? 'the step' : 'the competitor'} won`);
  });

  it('race: 20 rounds of two admins confirming two different requests for one date → one winner, one lock', async () => {
    const [first, second] = await Promise.all([session(SEEDED_ADMIN), session(SEEDED_ADMIN)]);
    const rounds = 20;
    let singleWinners = 0;
    let doubleBookings = 0;
    let reconfirmed = 0;
    const winners: string[] = [];
    const otherRefusals: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const date = `2028-03-${String(round + 1).padStart(2, '0')}`;
      const a = await first.bookings.create(aBooking({ weddingDate: date }));
      const b = await first.bookings.create(aBooking({ weddingDate: date }));
      const results = await Promise.allSettled([first.admin.changeStatus(a.id, 'confirmed'), second.admin.changeStatus(b.id, 'confirmed')]);
      const won = results.filter((r) => r.status === 'fulfilled').length;
      const refusals = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code?: string }).code);
      const locks = await first.bookings.listDateLocks(date, date);
      const confirmed = [await first.bookings.get(a.id), await first.bookings.get(b.id)].filter((x) => x?.status === 'confirmed');
      if (won === 1 && locks.length === 1 && confirmed.length === 1 && refusals[0] === 'booking/date-taken') singleWinners += 1;
      else otherRefusals.push(`round ${round + 1}: ${won} won, refused with ${refusals.join(', ') || 'nothing'}`);
      if (won > 1 || confirmed.length > 1) doubleBookings += 1;
      const winner = confirmed[0]!;
      const loser = winner.id === a.id ? b : a;
      winners.push(winner.id === a.id ? 'A' : 'B');
      expect(locks).toEqual([{ date, reason: 'booked', bookingId: winner.id }]);
      // Cancelling frees the date; the other request can then be confirmed.
      await second.admin.changeStatus(winner.id, 'cancelled');
      expect(await first.bookings.listDateLocks(date, date)).toEqual([]);
      await first.admin.changeStatus(loser.id, 'confirmed');
      if ((await first.bookings.listDateLocks(date, date))[0]?.bookingId === loser.id) reconfirmed += 1;
    }
    console.log(
      `race: ${rounds} rounds, ${singleWinners} single winners, ${doubleBookings} double bookings, ` +
        `${reconfirmed} re-confirmed after cancel (winners A/B: ${winners.join('')})` +
        (otherRefusals.length ? `; not a clean single win: ${otherRefusals.join('; ')}` : ''),
    );
    expect([singleWinners, doubleBookings, reconfirmed]).toEqual([rounds, 0, rounds]);
  }, 240_000);
});
