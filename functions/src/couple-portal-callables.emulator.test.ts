import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callOverHttp } from '../../adapters/firebase/firebase-http';
import type { Booking } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import {
  BOOKINGS,
  DATE_LOCKS,
  fromBookingDocument,
  fromMessageDocument,
  MAIL,
  RATE_LIMITS,
  threadPath,
  toBookingDocument,
  toLockDocument,
} from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { rateCounterId } from '../../adapters/firestore-admin/firestore-rate-limits';
import { RATE_WINDOW_MS, SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { aBooking } from '../../tests/support/booking-mother';
import { emulatorHttp, onEmulators } from '../../tests/support/emulator-support';
import { accessClaims, blockAccount, confirmedSession, mintJwt, nowSeconds, PORTAL_STRAPI, unconfirmAccount } from '../../tests/support/portal-strapi';
import { twoCouplesPerSuite } from '../../tests/support/portal-couples-suite';
import { rawCall } from '../../tests/support/raw-callable';

const unique = () => randomBytes(4).toString('hex');
const contact = (email: string) => ({ coupleNames: 'Jana a Petr', email, phone: '+420777123456' });

async function putBooking(booking: Booking): Promise<Booking> {
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  return booking;
}
const stored = async (id: string) => fromBookingDocument((await db().collection(BOOKINGS).doc(id).get()).data()!);
/** The booking's thread as the functions stored it (its own documents, beside the booking). */
const thread = async (id: string) => (await db().collection(threadPath(id)).get()).docs.map((doc) => fromMessageDocument(doc.data()));
const mailIds = async () => (await db().collection(MAIL).get()).docs.map((doc) => doc.id).sort();

describe.skipIf(!onEmulators)('the couple\'s portal callables against the emulators and a real Strapi', () => {
  const couples = twoCouplesPerSuite();

  it('a confirmed account sees exactly its own bookings, newest wedding first, without the desk\'s notes', async () => {
    const own = await putBooking(aBooking({ contact: contact(couples.jana.email), weddingDate: '2027-06-12', internalNotes: 'tajná poznámka' }));
    const ownLater = await putBooking(aBooking({ contact: contact(couples.jana.email), weddingDate: '2027-09-04', status: 'declined' }));
    await putBooking(aBooking({ contact: contact(couples.petra.email) }));
    const answer = await callOverHttp(emulatorHttp(), 'myBookings', { session: couples.jana.jwt });
    expect(answer.bookings.map((b) => b.id)).toEqual([ownLater.id, own.id]);
    expect(JSON.stringify(answer)).not.toContain('tajná poznámka');
    expect(answer.bookings[1]).toMatchObject({ reservationCode: own.reservationCode, status: 'new', canWithdraw: true, pricing: null });
    const other = await callOverHttp(emulatorHttp(), 'myBookings', { session: couples.petra.jwt });
    expect(other.bookings).toHaveLength(1);
  });

  it('a request that holds its day shows the hold\'s end; once the hold has expired it shows none', async () => {
    const held = await putBooking(aBooking({ contact: contact(couples.jana.email), weddingDate: '2027-07-03' }));
    const lapsed = await putBooking(aBooking({ contact: contact(couples.jana.email), weddingDate: '2027-07-10' }));
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await db().collection(DATE_LOCKS).doc(held.weddingDate).set(toLockDocument({ date: held.weddingDate, reason: 'held', bookingId: held.id, expiresAt: until }, toTimestamp));
    await db().collection(DATE_LOCKS).doc(lapsed.weddingDate).set(toLockDocument({ date: lapsed.weddingDate, reason: 'held', bookingId: lapsed.id, expiresAt: new Date(Date.now() - 60_000).toISOString() }, toTimestamp));
    const answer = await callOverHttp(emulatorHttp(), 'myBookings', { session: couples.jana.jwt });
    expect(Object.fromEntries(answer.bookings.map((b) => [b.id, b.hold ?? null]))).toEqual({ [held.id]: { until }, [lapsed.id]: null });
  });

  describe('who is nobody: unauthenticated, details.code auth/not-signed-in', () => {
    // Every verified-identity callable, the GDPR self-service included: one gate (identifyCouple) for all of them.
    const refused = async (session: unknown) => {
      await putBooking(aBooking({ contact: contact(couples.jana.email) }));
      for (const name of ['myBookings', 'withdrawBooking', 'sendBookingMessage', 'exportMyData', 'deleteMyAccount']) {
        const answer = await rawCall(name, { session, bookingId: 'x', text: 'Ahoj' });
        expect(answer.error, name).toMatchObject({ status: 'UNAUTHENTICATED', details: { code: 'auth/not-signed-in' } });
      }
    };

    it('no session, or something that is not a JWT', async () => {
      await refused(undefined);
      await refused('not-a-jwt');
    });

    it('an account whose e-mail is not confirmed (any more), with the session it had', async () => {
      const email = `nepotvrzeny-${unique()}@example.cz`;
      const { jwt } = await confirmedSession(email);
      unconfirmAccount(email);
      await refused(jwt);
    });

    it('a blocked account, with the session it had before', async () => {
      const email = `blokovany-${unique()}@example.cz`;
      const { jwt } = await confirmedSession(email);
      await expect(callOverHttp(emulatorHttp(), 'myBookings', { session: jwt })).resolves.toEqual({ bookings: [] });
      blockAccount(email);
      await refused(jwt);
    });

    // Tokens shaped as Jana's own, for her live session: only the one property under test is wrong.
    const like = (over: Record<string, unknown>) => ({ ...accessClaims(couples.jana.jwt), iat: nowSeconds(), exp: nowSeconds() + 600, ...over });

    it('an expired access token signed with Strapi\'s own secret (the same token unexpired is accepted)', async () => {
      await expect(callOverHttp(emulatorHttp(), 'myBookings', { session: mintJwt(like({}), PORTAL_STRAPI.jwtSecret) })).resolves.toHaveProperty('bookings');
      await refused(mintJwt(like({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }), PORTAL_STRAPI.jwtSecret));
    });

    it('an access token signed with another secret', async () => {
      await refused(mintJwt(like({}), randomBytes(24).toString('base64')));
    });

    it('an unsigned access token (alg: none)', async () => {
      await refused(mintJwt(like({}), '', 'none'));
    });

    it('a refresh token, or a legacy JWT without a session, offered as the session', async () => {
      await refused(mintJwt(like({ type: 'refresh' }), PORTAL_STRAPI.jwtSecret));
      await refused(mintJwt({ id: couples.jana.id, iat: nowSeconds(), exp: nowSeconds() + 600 }, PORTAL_STRAPI.jwtSecret));
    });
  });

  it('another couple\'s booking is not-found to withdraw or message, even by its id, and stays as it was', async () => {
    const foreign = await putBooking(aBooking({ contact: contact(couples.petra.email) }));
    const before = (await db().collection(BOOKINGS).doc(foreign.id).get()).data();
    for (const [name, extra] of [['withdrawBooking', {}], ['sendBookingMessage', { text: 'Ahoj' }]] as const) {
      const answer = await rawCall(name, { session: couples.jana.jwt, bookingId: foreign.id, ...extra });
      expect(answer.error, name).toMatchObject({ status: 'NOT_FOUND', details: { code: 'booking/not-found' } });
    }
    expect((await db().collection(BOOKINGS).doc(foreign.id).get()).data()).toEqual(before);
    expect(await mailIds()).toEqual([]);
    const listed = await callOverHttp(emulatorHttp(), 'myBookings', { session: couples.jana.jwt });
    expect(listed.bookings).toEqual([]);
  });

  it('withdraws a new request end to end: status, history by the verified e-mail, the photographer\'s notice and the couple\'s receipt', async () => {
    const booking = await putBooking(aBooking({ contact: contact(couples.jana.email) }));
    const answer = await callOverHttp(emulatorHttp(), 'withdrawBooking', { session: couples.jana.jwt, bookingId: booking.id });
    expect(answer).toMatchObject({ id: booking.id, status: 'withdrawn', canWithdraw: false });
    const after = await stored(booking.id);
    expect(after.status).toBe('withdrawn');
    expect(after.history.at(-1)).toMatchObject({ by: couples.jana.email, from: 'new', to: 'withdrawn' });
    expect(await mailIds()).toEqual([bookingMailId.requestWithdrawn(booking.id), bookingMailId.statusChanged(booking.id, 1)].sort());
    const notice = (await db().collection(MAIL).doc(bookingMailId.requestWithdrawn(booking.id)).get()).data()!;
    expect(notice).toMatchObject({ to: 'fotograf@example.cz', replyTo: couples.jana.email, bookingId: booking.id });
    expect((await db().collection(DATE_LOCKS).get()).size).toBe(0);
    // Withdrawn is final.
    const again = await rawCall('withdrawBooking', { session: couples.jana.jwt, bookingId: booking.id });
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { code: 'booking/invalid-transition' } });
  });

  it('sends a message end to end: in the thread beside the booking, in the history, one mail to the photographer with the text escaped', async () => {
    const booking = await putBooking(aBooking({ contact: contact(couples.jana.email) }));
    const answer = await callOverHttp(emulatorHttp(), 'sendBookingMessage', { session: couples.jana.jwt, bookingId: booking.id, text: ' Obřad <b>ve 14:00</b> ' });
    expect(answer.messages).toEqual([{ id: `${booking.id}-m1`, at: expect.any(String), author: 'couple', text: 'Obřad <b>ve 14:00</b>' }]);
    const after = await stored(booking.id);
    expect(await thread(booking.id)).toEqual(answer.messages);
    expect((await db().collection(BOOKINGS).doc(booking.id).get()).data()).not.toHaveProperty('messages');
    expect(after.history.at(-1)).toMatchObject({ by: couples.jana.email, from: 'new', to: 'new', event: 'message' });
    expect(await mailIds()).toEqual([bookingMailId.coupleMessage(booking.id, 1)]);
    const mail = (await db().collection(MAIL).doc(bookingMailId.coupleMessage(booking.id, 1)).get()).data()!;
    expect(mail).toMatchObject({ to: 'fotograf@example.cz', replyTo: couples.jana.email, bookingId: booking.id });
    expect(mail.message.html).toContain('&lt;b&gt;ve 14:00&lt;/b&gt;');
    const empty = await rawCall('sendBookingMessage', { session: couples.jana.jwt, bookingId: booking.id, text: '   ' });
    expect(empty.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'field/required' } });
  });

  it('counts each call per client and per account; over a limit the call is refused portal/rate-limited and changes nothing', async () => {
    // Counters live in hourly windows: start clear of a window's end, so seeding and calls fall in the same one.
    const left = RATE_WINDOW_MS - (Date.now() % RATE_WINDOW_MS);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
    const booking = await putBooking(aBooking({ contact: contact(couples.jana.email) }));
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const counter = (key: string) => db().collection(RATE_LIMITS).doc(rateCounterId(key, new Date()));
    const atLimit = (key: string, limit: number) => counter(key).set({ count: limit, expireAt: toTimestamp(new Date(Date.now() + 2 * RATE_WINDOW_MS).toISOString()) });
    const limited = { status: 'RESOURCE_EXHAUSTED', details: { code: 'portal/rate-limited' } };

    expect((await rawCall('myBookings', { session: couples.jana.jwt }, { ip: client })).result).toBeDefined();
    expect((await counter(`portal-ip:${client}`).get()).get('count')).toBe(1);
    expect((await counter(`portal-email:${couples.jana.email}`).get()).get('count')).toBe(1);

    // The account's messages are used up: a message is refused and neither stored nor mailed; listing still works.
    await atLimit(`portal-message-email:${couples.jana.email}`, SUBMISSION_LIMITS.portalMessagesPerAccount);
    expect((await rawCall('sendBookingMessage', { session: couples.jana.jwt, bookingId: booking.id, text: 'Ahoj' }, { ip: client })).error).toMatchObject(limited);
    expect(await thread(booking.id)).toEqual([]);
    expect(await mailIds()).toEqual([]);
    expect((await rawCall('myBookings', { session: couples.jana.jwt }, { ip: client })).result).toBeDefined();

    // The client's calls are used up: refused even with a valid session; another client is still served.
    await atLimit(`portal-ip:${client}`, SUBMISSION_LIMITS.portalCallsPerIp);
    expect((await rawCall('myBookings', { session: couples.jana.jwt }, { ip: client })).error).toMatchObject(limited);
    expect((await rawCall('withdrawBooking', { session: couples.jana.jwt, bookingId: booking.id }, { ip: client })).error).toMatchObject(limited);
    expect((await stored(booking.id)).status).toBe('new');
    expect((await rawCall('myBookings', { session: couples.petra.jwt }, { ip: `${client}1` })).result).toBeDefined();
  });
});
