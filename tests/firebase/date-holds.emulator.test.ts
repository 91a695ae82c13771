import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptBookingRequest } from '../../application/booking/accept-request';
import { createBookingByHand, moveBookingDate } from '../../application/booking/booking-by-hand';
import { changeBookingStatus } from '../../application/booking/change-status';
import { lookupReservation } from '../../application/booking/lookup-reservation';
import type { BotChallenges } from '../../application/bot/bot-challenge';
import type { MailSettings } from '../../application/mail/mail-context';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import { DomainError } from '../../domain/errors';
import { BOOKINGS, DATE_LOCKS, fromLockDocument, MAIL, toLockDocument } from '../../ports/firestore-documents';
// The functions' own firebase-admin (functions/node_modules) and units: the transaction the submitBooking function runs.
import { db, toTimestamp } from '../../functions/src/config';
import { runDateHoldExpiry } from '../../functions/src/date-holds';
import { bookingIntake, bookingMoves, manualBookings, reservationFinder, statusChanges } from '../../functions/src/firestore-units';
import { aBookingInput } from '../support/booking-mother';
import { aManualBookingInput } from '../support/manual-booking-mother';
import { clearFirestore, onEmulators } from './emulator-support';

/**
 * The public intake under a date-hold policy, against the Firestore emulator: the use case over the functions' real
 * units (functions/src/firestore-units.ts), with the policy injected as the submitBooking function passes it after
 * reading the CMS (the emulator stack has no Strapi; the policy parsing and the CMS fallback are unit-tested). The bot
 * barrier is not the subject here: a stand-in accepts every challenge (each with its own id, so the ledger still
 * writes), so the race measures the lock document, not proof-of-work solving.
 */
const HOLD: DateHoldPolicy = { kind: 'hold', days: 7 };
const DAY_MS = 86_400_000;
const passAll: BotChallenges = {
  issue: async () => {
    throw new Error('not used');
  },
  verify: async (_payload, now) => ({ id: randomUUID(), expiresAt: new Date(now.getTime() + 60_000) }),
};
const noPrices: MailSettings = {
  siteUrl: 'https://www.terezanovakova-foto.cz',
  photographerEmail: 'fotograf@example.cz',
  prices: { getPriceList: async () => Promise.reject(new DomainError('content/unavailable')) },
};
const person = { fillMs: 60_000, honeypot: '' };

function submit(input: ReturnType<typeof aBookingInput>, now: Date, holdPolicy: DateHoldPolicy = HOLD) {
  return acceptBookingRequest(
    { input, signals: person, client: `client-${randomUUID()}`, now, holdPolicy },
    bookingIntake(db(), now, passAll, noPrices),
  );
}

async function lockOn(date: string) {
  const snapshot = await db().collection(DATE_LOCKS).doc(date).get();
  return snapshot.exists ? fromLockDocument(snapshot.data()!) : null;
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'stored', (error: { code?: string }) => error.code ?? String(error));

describe.skipIf(!onEmulators)('date holds in the public intake (Firestore emulator)', () => {
  beforeEach(clearFirestore);

  it("a request under `hold` holds its day until now + days; the receipt names the hold's end; a second request is refused booking/date-held", async () => {
    const now = new Date();
    const first = aBookingInput();
    const answered = await submit(first, now);
    const expiresAt = new Date(now.getTime() + 7 * DAY_MS).toISOString();
    expect(await lockOn(first.weddingDate)).toEqual({ date: first.weddingDate, reason: 'held', bookingId: first.id, expiresAt });
    // The on-screen receipt says it too; a retry of the same id answers the same hold.
    expect(answered.hold).toEqual({ until: expiresAt });
    expect((await submit(first, new Date(now.getTime() + 1000))).hold).toEqual({ until: expiresAt });
    const receipt = (await db().collection(MAIL).doc(`${first.id}-couple`).get()).get('message.text') as string;
    expect(receipt).toContain('pro Vás předběžně držím do');
    const second = aBookingInput({ weddingDate: first.weddingDate });
    expect(await codeOf(submit(second, new Date(now.getTime() + DAY_MS)))).toBe('booking/date-held');
    expect((await db().collection(BOOKINGS).doc(second.id).get()).exists).toBe(false);
  });

  it('the public lookup tells the couple until when their request holds the day, and nothing once the hold has ended', async () => {
    const now = new Date();
    const input = aBookingInput();
    await submit(input, now);
    const reservationCode = String((await db().collection(BOOKINGS).doc(input.id).get()).get('reservationCode'));
    const lookUpAt = (at: Date) => lookupReservation({ reservationCode, email: input.email, client: `client-${randomUUID()}`, now: at }, reservationFinder(db(), at));
    expect(await lookUpAt(now)).toMatchObject({ status: 'new', hold: { until: new Date(now.getTime() + 7 * DAY_MS).toISOString() } });
    // Past its end the hold tells nothing, though the scheduler has not deleted the lock document yet.
    const later = new Date(now.getTime() + 7 * DAY_MS + 1000);
    expect(await lockOn(input.weddingDate)).not.toBeNull();
    const answer = await lookUpAt(later);
    expect(answer).toMatchObject({ status: 'new' });
    expect(answer).not.toHaveProperty('hold');
  });

  it('an expired hold does not block: the next request takes the day with a hold of its own', async () => {
    const now = new Date();
    const first = aBookingInput();
    await submit(first, now);
    const later = new Date(now.getTime() + 7 * DAY_MS + 1000);
    const second = aBookingInput({ weddingDate: first.weddingDate });
    await submit(second, later);
    expect(await lockOn(first.weddingDate)).toEqual({
      date: first.weddingDate,
      reason: 'held',
      bookingId: second.id,
      expiresAt: new Date(later.getTime() + 7 * DAY_MS).toISOString(),
    });
  });

  it('under `none` a request holds nothing (as before), and a live hold of another policy still refuses', async () => {
    const input = aBookingInput();
    await submit(input, new Date(), { kind: 'none' });
    expect(await lockOn(input.weddingDate)).toBeNull();
    const held = aBookingInput();
    await submit(held, new Date(), { kind: 'hold-until-confirmed' });
    expect(await lockOn(held.weddingDate)).toEqual({ date: held.weddingDate, reason: 'held', bookingId: held.id });
    expect(await codeOf(submit(aBookingInput({ weddingDate: held.weddingDate }), new Date(), { kind: 'none' }))).toBe('booking/date-held');
  });

  it('race: 20 rounds of two parallel requests for one day under `hold` → exactly one holds it, the other is refused, no orphan lock', async () => {
    const rounds = 20;
    // Each round is its own day, so rounds do not contend with each other; they run side by side because a contended
    // transaction waits out the admin SDK's retry back-off (~1–3 s on the emulator), which 20 rounds in a row would pay
    // 20 times. Within a round the two requests start together, as two couples pressing "Odeslat" at once.
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const a = aBookingInput();
        const b = aBookingInput({ weddingDate: a.weddingDate });
        const now = new Date();
        const from = performance.now();
        const results = await Promise.all([codeOf(submit(a, now)), codeOf(submit(b, now))]);
        const ms = performance.now() - from;
        const stored = await Promise.all([a, b].map(async (x) => (await db().collection(BOOKINGS).doc(x.id).get()).exists));
        const lock = await lockOn(a.weddingDate);
        const winner = results[0] === 'stored' ? a : b;
        return {
          single: results.filter((r) => r === 'stored').length === 1 && results.includes('booking/date-held') && lock?.bookingId === winner.id,
          double: stored.filter(Boolean).length > 1,
          orphan: lock !== null && !stored[lock.bookingId === a.id ? 0 : 1],
          winner: results[0] === 'stored' ? 'A' : 'B',
          ms,
        };
      }),
    );
    const total = performance.now() - started;
    const count = (key: 'single' | 'double' | 'orphan') => outcomes.filter((o) => o[key]).length;
    const sorted = outcomes.map((o) => o.ms).sort((x, y) => x - y);
    console.log(
      `hold race: ${rounds} rounds, ${count('single')} single holders, ${count('double')} double holds, ${count('orphan')} orphan locks ` +
        `(winners A/B: ${outcomes.map((o) => o.winner).join('')}); per round median ${sorted[rounds >> 1]!.toFixed(0)} ms, ` +
        `max ${sorted[rounds - 1]!.toFixed(0)} ms, all rounds ${total.toFixed(0)} ms`,
    );
    expect([count('single'), count('double'), count('orphan')]).toEqual([rounds, 0, 0]);
  }, 120_000);

  it("the desk's confirmation turns the request's hold into booked; declining frees it (the changeBookingStatus units)", async () => {
    const desk = (bookingId: string, to: string) =>
      changeBookingStatus({ caller: { uid: 'f', email: 'fotograf@example.cz', admin: true }, bookingId, to, now: new Date() }, statusChanges(db()), noPrices);
    const [confirmed, declined] = [aBookingInput(), aBookingInput()];
    await submit(confirmed, new Date());
    await submit(declined, new Date());
    await desk(confirmed.id, 'confirmed');
    expect(await lockOn(confirmed.weddingDate)).toEqual({ date: confirmed.weddingDate, reason: 'booked', bookingId: confirmed.id });
    await desk(declined.id, 'declined');
    expect(await lockOn(declined.weddingDate)).toBeNull();
  });

  it('a request entered by hand in new holds its day like a web request (expiresAt stored as a Timestamp); moved, its hold moves along', async () => {
    const admin = { uid: 'f', email: 'fotograf@example.cz', admin: true };
    const now = new Date();
    const input = aManualBookingInput({ status: 'new' });
    const booking = await createBookingByHand({ caller: admin, input, now, holdPolicy: HOLD }, manualBookings(db()), noPrices);
    const raw = (await db().collection(DATE_LOCKS).doc(input.weddingDate).get()).data()!;
    expect(raw).toMatchObject({ reason: 'held', bookingId: booking.id });
    // A Firestore Timestamp (the functions' own firebase-admin class, so checked by its shape), not an ISO string.
    expect(raw.expiresAt.constructor.name).toBe('Timestamp');
    expect(raw.expiresAt.toMillis()).toBe(now.getTime() + 7 * DAY_MS);
    expect(await codeOf(submit(aBookingInput({ weddingDate: input.weddingDate }), now))).toBe('booking/date-held');

    const target = aBookingInput().weddingDate;
    await moveBookingDate({ caller: admin, bookingId: booking.id, newDate: target, now: new Date() }, bookingMoves(db()), noPrices);
    expect(await lockOn(input.weddingDate)).toBeNull();
    expect(await lockOn(target)).toEqual({ date: target, reason: 'held', bookingId: booking.id, expiresAt: new Date(now.getTime() + 7 * DAY_MS).toISOString() });
    expect(await codeOf(submit(aBookingInput({ weddingDate: input.weddingDate }), new Date()))).toBe('stored');
  });

  it('the scheduled expiry deletes only expired holds: not live ones, holds without an end, bookings or days off', async () => {
    const now = new Date('2027-03-01T12:00:00.000Z');
    const put = (lock: Parameters<typeof toLockDocument>[0]) => db().collection(DATE_LOCKS).doc(lock.date).set(toLockDocument(lock, toTimestamp));
    await put({ date: '2027-06-01', reason: 'held', bookingId: 'a', expiresAt: '2027-03-01T11:59:59.000Z' });
    await put({ date: '2027-06-02', reason: 'held', bookingId: 'b', expiresAt: '2027-03-01T12:00:00.000Z' });
    await put({ date: '2027-06-03', reason: 'held', bookingId: 'c', expiresAt: '2027-03-01T12:00:01.000Z' });
    await put({ date: '2027-06-04', reason: 'held', bookingId: 'd' });
    await put({ date: '2027-06-05', reason: 'booked', bookingId: 'e' });
    await put({ date: '2027-06-06', reason: 'blocked' });
    expect(await runDateHoldExpiry(db(), now, 1)).toEqual({ expired: 2 });
    const left = (await db().collection(DATE_LOCKS).get()).docs.map((d) => d.id).sort();
    expect(left).toEqual(['2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
  });
});
