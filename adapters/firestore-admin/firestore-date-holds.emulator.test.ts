import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptBookingRequest } from '../../application/booking/accept-request';
import { verifyBookingEmail } from '../../application/booking/verify-email';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { createBookingByHand } from '../../application/booking/create-booking-by-hand';
import { moveBookingDate } from '../../application/booking/move-booking-date';
import { changeBookingStatus } from '../../application/booking/change-status';
import { lookupReservation } from '../../application/booking/lookup-reservation';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import { DomainError } from '../../domain/errors';
import { BOOKINGS, DATE_LOCKS, fromLockDocument, MAIL, toLockDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { verifyTokenIn } from '../../tests/support/verify-link';
import { aBookingInput } from '../../tests/support/booking-mother';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import type { BotChallenges } from '../../ports/units/challenge-verification-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { runDateHoldExpiry } from './firestore-date-hold-expiry';
import { emailVerifier } from './firestore-email-verifier';
import { bookingIntake } from './firestore-intake-unit';
import { manualBookings } from './firestore-manual-booking-unit';
import { bookingMoves } from './firestore-move-unit';
import { reservationFinder } from './firestore-reservation-finder';
import { statusChanges } from './firestore-status-change-unit';

/**
 * The public intake and the e-mail confirmation under a date-hold policy, against the Firestore emulator: the use
 * cases over the functions' real units (adapters/firestore-admin/), with the policy
 * injected as the submitBooking and verifyBookingEmail functions pass it after reading the CMS (the emulator stack's
 * Strapi has no site settings; the policy parsing and the CMS fallback are unit-tested). The bot barrier is not the
 * subject here: a stand-in accepts every challenge (each with its own id, so the ledger still writes), so the race
 * measures the lock document, not proof-of-work solving.
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

/** The couple presses the button of their receipt mail's link (the verifyBookingEmail function's use case and units). */
async function confirm(bookingId: string, now: Date, holdPolicy: DateHoldPolicy = HOLD) {
  const receipt = String((await db().collection(MAIL).doc(bookingMailId.requestReceived(bookingId)).get()).get('message.text'));
  return verifyBookingEmail({ token: verifyTokenIn(receipt), client: `client-${randomUUID()}`, now, holdPolicy }, emailVerifier(db(), now));
}

/** A request sent and confirmed by its couple at `now`. */
async function held(input: ReturnType<typeof aBookingInput>, now: Date, holdPolicy: DateHoldPolicy = HOLD) {
  await submit(input, now, holdPolicy);
  return confirm(input.id, now, holdPolicy);
}

async function lockOn(date: string) {
  const snapshot = await db().collection(DATE_LOCKS).doc(date).get();
  return snapshot.exists ? fromLockDocument(snapshot.data()!) : null;
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'stored', (error: { code?: string }) => error.code ?? String(error));

describe.skipIf(!onEmulators)('date holds in the public intake (Firestore emulator)', () => {
  beforeEach(clearFirestore);

  it("a request under `hold` holds nothing until its couple confirms the e-mail; then the day is held for 7 days from the confirmation and a later request is refused booking/date-held", async () => {
    const sent = new Date();
    const first = aBookingInput();
    const answered = await submit(first, sent);
    expect(answered).toMatchObject({ confirmEmail: { hold: { days: 7 } } });
    expect(answered).not.toHaveProperty('hold');
    expect(await lockOn(first.weddingDate)).toBeNull();
    const receipt = (await db().collection(MAIL).doc(bookingMailId.requestReceived(first.id)).get()).get('message.text') as string;
    expect(receipt).toContain('Do potvrzení e-mailu ho pro Vás nedržím.');
    // The day stays free for others while nobody has proved the address.
    const rival = aBookingInput({ weddingDate: first.weddingDate });
    expect(await codeOf(submit(rival, sent))).toBe('stored');

    const confirmedAt = new Date(sent.getTime() + 3 * 3_600_000);
    const expiresAt = new Date(confirmedAt.getTime() + 7 * DAY_MS).toISOString();
    expect(await confirm(first.id, confirmedAt)).toEqual({ weddingDate: first.weddingDate, outcome: 'held', until: expiresAt });
    expect(await lockOn(first.weddingDate)).toEqual({ date: first.weddingDate, reason: 'held', bookingId: first.id, expiresAt });
    expect((await db().collection(BOOKINGS).doc(first.id).get()).get('emailVerifiedAt').toDate().toISOString()).toBe(confirmedAt.toISOString());
    // The couple's retry answers the hold; the rival's confirmation comes too late, its request stays a request.
    expect((await submit(first, new Date(confirmedAt.getTime() + 1000))).hold).toEqual({ until: expiresAt });
    expect(await confirm(rival.id, confirmedAt)).toEqual({ weddingDate: first.weddingDate, outcome: 'taken' });
    expect((await db().collection(BOOKINGS).doc(rival.id).get()).get('status')).toBe('new');
    expect(await codeOf(submit(aBookingInput({ weddingDate: first.weddingDate }), new Date(confirmedAt.getTime() + DAY_MS)))).toBe('booking/date-held');
  });

  it('the public lookup tells the couple until when their confirmed request holds the day, and nothing before or once the hold has ended', async () => {
    const now = new Date();
    const input = aBookingInput();
    await submit(input, now);
    const reservationCode = String((await db().collection(BOOKINGS).doc(input.id).get()).get('reservationCode'));
    const lookUpAt = (at: Date) => lookupReservation({ reservationCode, email: input.email, client: `client-${randomUUID()}`, now: at }, reservationFinder(db(), at));
    expect(await lookUpAt(now)).not.toHaveProperty('hold');
    await confirm(input.id, now);
    expect(await lookUpAt(now)).toMatchObject({ status: 'new', hold: { until: new Date(now.getTime() + 7 * DAY_MS).toISOString() } });
    // Past its end the hold tells nothing, though the scheduler has not deleted the lock document yet.
    const later = new Date(now.getTime() + 7 * DAY_MS + 1000);
    expect(await lockOn(input.weddingDate)).not.toBeNull();
    const answer = await lookUpAt(later);
    expect(answer).toMatchObject({ status: 'new' });
    expect(answer).not.toHaveProperty('hold');
    // Confirming again never renews it.
    expect(await confirm(input.id, later)).toEqual({ weddingDate: input.weddingDate, outcome: 'no-hold' });
  });

  it("an expired hold does not block: the next couple's confirmation takes the day with a hold of its own", async () => {
    const now = new Date();
    const first = aBookingInput();
    await held(first, now);
    const later = new Date(now.getTime() + 7 * DAY_MS + 1000);
    const second = aBookingInput({ weddingDate: first.weddingDate });
    await held(second, later);
    expect(await lockOn(first.weddingDate)).toEqual({
      date: first.weddingDate,
      reason: 'held',
      bookingId: second.id,
      expiresAt: new Date(later.getTime() + 7 * DAY_MS).toISOString(),
    });
  });

  it('under `none` a confirmation holds nothing; a live hold taken under another policy still refuses', async () => {
    const input = aBookingInput();
    expect(await held(input, new Date(), { kind: 'none' })).toEqual({ weddingDate: input.weddingDate, outcome: 'no-hold' });
    expect(await lockOn(input.weddingDate)).toBeNull();
    const kept = aBookingInput();
    expect(await held(kept, new Date(), { kind: 'hold-until-confirmed' })).toEqual({ weddingDate: kept.weddingDate, outcome: 'held' });
    expect(await lockOn(kept.weddingDate)).toEqual({ date: kept.weddingDate, reason: 'held', bookingId: kept.id });
    expect(await codeOf(submit(aBookingInput({ weddingDate: kept.weddingDate }), new Date(), { kind: 'none' }))).toBe('booking/date-held');
  });

  it('race: 20 rounds of two couples confirming their requests for one day at once under `hold` → exactly one holds it, the other stays a request, no orphan lock', async () => {
    const rounds = 20;
    // Each round is its own day, so rounds do not contend with each other; they run side by side because a contended
    // transaction waits out the admin SDK's retry back-off (~1–3 s on the emulator), which 20 rounds in a row would pay
    // 20 times. Within a round both requests are stored first (neither holds), then both couples press the button at once.
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const a = aBookingInput();
        const b = aBookingInput({ weddingDate: a.weddingDate });
        const now = new Date();
        await Promise.all([submit(a, now), submit(b, now)]);
        const from = performance.now();
        const outcomeOf = (id: string) => confirm(id, now).then((r) => r.outcome, (error: { code?: string }) => error.code ?? String(error));
        const results = await Promise.all([outcomeOf(a.id), outcomeOf(b.id)]);
        const ms = performance.now() - from;
        const lock = await lockOn(a.weddingDate);
        const winner = results[0] === 'held' ? a : b;
        return {
          single: [...results].sort().join() === 'held,taken' && lock?.bookingId === winner.id,
          results: results.join('/'),
          ms,
        };
      }),
    );
    const total = performance.now() - started;
    const sorted = outcomes.map((o) => o.ms).sort((x, y) => x - y);
    console.log(
      `hold race: ${rounds} rounds, ${outcomes.filter((o) => o.single).length} single holders (${outcomes.map((o) => o.results).join(' ')}); ` +
        `per round median ${sorted[rounds >> 1]!.toFixed(0)} ms, max ${sorted[rounds - 1]!.toFixed(0)} ms, all rounds ${total.toFixed(0)} ms`,
    );
    expect(outcomes.filter((o) => !o.single).map((o) => o.results)).toEqual([]);
  }, 120_000);

  it('one live hold per e-mail, also when the couple confirms two requests at once: one holds its day, the other names it', async () => {
    const email = `dvakrat-${randomUUID()}@example.cz`;
    const [a, b] = [aBookingInput({ email }), aBookingInput({ email })];
    const now = new Date();
    await Promise.all([submit(a, now), submit(b, now)]);
    const results = await Promise.all([confirm(a.id, now), confirm(b.id, now)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['held', 'one-hold']);
    const locks = [await lockOn(a.weddingDate), await lockOn(b.weddingDate)].filter((lock) => lock !== null);
    expect(locks).toHaveLength(1);
    expect(results.find((r) => r.outcome === 'one-hold')!.heldDate).toBe(locks[0]!.date);
  });

  it("the desk's confirmation turns the request's hold into booked; declining frees it (the changeBookingStatus units)", async () => {
    const desk = (bookingId: string, to: string) =>
      changeBookingStatus({ caller: { uid: 'f', email: 'fotograf@example.cz', admin: true }, bookingId, to, now: new Date() }, statusChanges(db()), noPrices);
    const [confirmed, declined] = [aBookingInput(), aBookingInput()];
    await held(confirmed, new Date());
    await held(declined, new Date());
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
    // A Firestore Timestamp (checked by its shape), not an ISO string.
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
