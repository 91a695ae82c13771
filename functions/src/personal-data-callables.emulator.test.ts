import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS } from '../../domain/booking/booking-policy';
import type { Booking } from '../../domain/booking/booking';
import type { CallableName, CallableResponse } from '../../ports/wire/callable-api';
import { BOOKINGS, DATE_LOCKS, MAIL, RATE_LIMITS, toBookingDocument, toLockDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { startTestStrapi } from '../../tests/support/cms-test-servers';
import { aBooking } from '../../tests/support/booking-mother';
import { confirmedAccount } from '../../tests/support/strapi-harness';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { rawCall } from '../../tests/support/raw-callable';

/**
 * GDPR self-service end to end: the deployed exportMyData and deleteMyAccount callables on the Functions emulator,
 * verifying a real Strapi session with a real Strapi, then Firestore and Strapi checked afterwards. The functions
 * read their STRAPI_URL param when the emulators start, so run with FUNCTIONS_STRAPI_URL set (this suite starts a
 * test Strapi on that address's port when none answers there):
 *   FUNCTIONS_STRAPI_URL=http://127.0.0.1:1336 node --import tsx scripts/dev/emulators/run.ts --exec \
 *     "npx vitest run --config vitest.emulators.config.ts functions/src/personal-data-callables.emulator.test.ts"
 */
// The emulator launcher's own test Strapi (scripts/dev/emulators/strapi.ts), which the functions already verify with;
// else the address given to the launcher, where this suite starts one.
const LAUNCHED_STRAPI = process.env.EMULATORS_STRAPI_URL ? { url: process.env.EMULATORS_STRAPI_URL, mailUrl: process.env.EMULATORS_STRAPI_MAIL_URL ?? '' } : null;
const STRAPI_URL = LAUNCHED_STRAPI?.url ?? process.env.FUNCTIONS_STRAPI_URL ?? '';

interface TestStrapi {
  url: string;
  mailUrl: string;
  stop(): Promise<void>;
}

/** The client every call here comes from (the functions count per client by the last X-Forwarded-For hop). */
const CLIENT = '198.51.100.23';

async function call<N extends CallableName>(name: N, data: unknown): Promise<{ result?: CallableResponse<N>; error?: { status: string; details?: { code?: string } } }> {
  return (await rawCall(name, data, { ip: CLIENT })) as never;
}

async function signIn(email: string, password: string): Promise<{ status: number; jwt?: string }> {
  const response = await fetch(`${STRAPI_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  const body = (await response.json().catch(() => null)) as { jwt?: string } | null;
  return { status: response.status, jwt: body?.jwt };
}

const rateId = (key: string, at: Date) => `${createHash('sha256').update(key).digest('hex').slice(0, 40)}-${Math.floor(at.getTime() / RATE_WINDOW_MS)}`;
const exists = async (collection: string, id: string) => (await db().collection(collection).doc(id).get()).exists;

async function snapshot() {
  const all: Record<string, unknown> = {};
  for (const name of [BOOKINGS, DATE_LOCKS, MAIL, RATE_LIMITS]) {
    for (const doc of (await db().collection(name).get()).docs) all[`${name}/${doc.id}`] = doc.data();
  }
  return all;
}

describe.skipIf(!onEmulators || !STRAPI_URL)('GDPR self-service callables (emulators + a real Strapi)', () => {
  let started: TestStrapi | undefined;
  let couple: { email: string; password: string; jwt: string };
  const now = new Date();
  const earlier = new Date(now.getTime() - 3 * RATE_WINDOW_MS);
  let janaBookings: Record<'fresh' | 'declined' | 'confirmed', Booking>;
  let eva: Booking;

  beforeAll(async () => {
    if (!LAUNCHED_STRAPI) {
      const answering = await fetch(`${STRAPI_URL}/_health`).then((r) => r.status < 500, () => false);
      if (answering) throw new Error(`Something already answers at ${STRAPI_URL}: this suite needs its own test Strapi there`);
      started = (await startTestStrapi({ port: Number(new URL(STRAPI_URL).port), env: { AUTH_RATE_LIMIT_MAX: '1000' } })) as TestStrapi;
    }
    const mailUrl = LAUNCHED_STRAPI?.mailUrl ?? started!.mailUrl;
    const email = `gdpr-${Date.now().toString(36)}@example.cz`;
    const account = await confirmedAccount(STRAPI_URL, mailUrl, email);
    const session = await signIn(account.email, account.password);
    couple = { ...account, jwt: session.jwt! };

    await clearFirestore();
    const contact = (mail: string) => ({ coupleNames: 'Jana a Petr', email: mail, phone: '+420777123456' });
    janaBookings = {
      fresh: aBooking({ id: 'gdpr-fresh', status: 'new', weddingDate: '2027-08-07', contact: contact(email), marketingConsentAt: '2026-11-01T10:05:00.000Z', internalNotes: 'volala' }),
      declined: aBooking({ id: 'gdpr-declined', status: 'declined', weddingDate: '2027-05-01', contact: contact(email) }),
      confirmed: aBooking({ id: 'gdpr-confirmed', reservationCode: 'CONF-IRMD', status: 'confirmed', weddingDate: '2027-09-04', contact: contact(email) }),
    };
    eva = aBooking({ id: 'gdpr-eva', status: 'new', weddingDate: '2027-08-14', contact: { coupleNames: 'Eva a Jan', email: 'eva-gdpr@example.cz', phone: '+420602111222' } });
    const store = db();
    for (const booking of [...Object.values(janaBookings), eva]) {
      await store.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      await store.collection(MAIL).doc(`${booking.id}-received`).set({ to: booking.contact.email, bookingId: booking.id, message: { subject: 'Poptávka přijata', text: 'x', html: 'x' }, createdAt: toTimestamp(booking.createdAt) });
    }
    await store.collection(DATE_LOCKS).doc('2027-09-04').set({ date: '2027-09-04', reason: 'booked', bookingId: 'gdpr-confirmed' });
    // The fresh request holds its day under the hold policy: a hold is no contract, so the erasure frees it.
    const holdEnds = new Date(now.getTime() + 5 * 86_400_000).toISOString();
    await store.collection(DATE_LOCKS).doc('2027-08-07').set(toLockDocument({ date: '2027-08-07', reason: 'held', bookingId: 'gdpr-fresh', expiresAt: holdEnds }, toTimestamp));
    await store.collection(MAIL).doc('contact-jana').set({ to: 'fotograf@example.cz', replyTo: email, message: { subject: 'Zpráva z kontaktního formuláře: Jana', text: 'Dobrý den, máte volno?', html: 'x' }, createdAt: toTimestamp('2026-12-01T12:00:00.000Z') });
    await store.collection(MAIL).doc('contact-eva').set({ to: 'fotograf@example.cz', replyTo: 'eva-gdpr@example.cz', message: { subject: 'Eva', text: 'x', html: 'x' }, createdAt: toTimestamp('2026-12-01T12:00:00.000Z') });
    for (const [key, at] of [[`booking-email:${email}`, now], [`contact-email:${email}`, earlier], ['contact-email:eva-gdpr@example.cz', now]] as const) {
      await store.collection(RATE_LIMITS).doc(rateId(key, at)).set({ count: 1, expireAt: toTimestamp(new Date(at.getTime() + 2 * RATE_WINDOW_MS).toISOString()) });
    }
  }, 240_000);

  afterAll(async () => {
    await started?.stop();
    await clearFirestore();
  });

  it('refuses an invalid session as unauthenticated and deletes nothing; each refusal counts against the client', async () => {
    const clientCounter = `${RATE_LIMITS}/${rateId(`portal-ip:${CLIENT}`, new Date())}`;
    const before = await snapshot();
    expect(before).not.toHaveProperty([clientCounter]);
    for (const session of ['not-a-jwt', `${couple.jwt.slice(0, -4)}AAAA`, undefined]) {
      const answer = await call('deleteMyAccount', { session });
      expect(answer.error?.status).toBe('UNAUTHENTICATED');
      expect(answer.error?.details?.code).toBe('auth/not-signed-in');
    }
    const { [clientCounter]: counted, ...after } = await snapshot();
    expect(after).toEqual(before);
    expect(counted).toMatchObject({ count: 3 });
    expect((await signIn(couple.email, couple.password)).status).toBe(200);
  });

  it('asks Strapi for the password again: none or a wrong one is refused with its code and changes nothing', async () => {
    const before = await snapshot();
    const refusals = [];
    for (const [name, password] of [['exportMyData', undefined], ['deleteMyAccount', ''], ['deleteMyAccount', `${couple.password}x`]] as const) {
      const { result, error } = await call(name, { session: couple.jwt, password });
      expect(result).toBeUndefined();
      refusals.push([error?.status, error?.details?.code]);
    }
    expect(refusals).toEqual([
      ['FAILED_PRECONDITION', 'auth/reauth-required'],
      ['FAILED_PRECONDITION', 'auth/reauth-required'],
      ['PERMISSION_DENIED', 'auth/wrong-password'],
    ]);
    // Only the attempts were counted (per client and per e-mail, as every GDPR call is): nothing else changed.
    const withoutCounters = (all: Record<string, unknown>) => Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(`${RATE_LIMITS}/`)));
    expect(withoutCounters(await snapshot())).toEqual(withoutCounters(before));
    expect((await snapshot())[`${RATE_LIMITS}/${rateId(`personal-data-email:${couple.email}`, new Date())}`]).toMatchObject({ count: 3 });
  });

  it('exports the account without secrets, this e-mail\'s bookings only, its contact messages and consents', async () => {
    const { result, error } = await call('exportMyData', { session: couple.jwt, password: couple.password });
    expect(error).toBeUndefined();
    expect(result!.email).toBe(couple.email);
    expect(result!.account).toMatchObject({ email: couple.email, confirmed: true, blocked: false });
    expect(JSON.stringify(result!.account)).not.toMatch(/password|Token/);
    expect(result!.bookings.map((b) => b.id)).toEqual(['gdpr-declined', 'gdpr-fresh', 'gdpr-confirmed']);
    expect(JSON.stringify(result)).not.toContain('eva-gdpr@example.cz');
    expect(result!.bookings[1]).toMatchObject({ internalNotes: 'volala', history: janaBookings.fresh.history });
    expect(result!.contactMessages).toEqual([{ id: 'contact-jana', sentAt: '2026-12-01T12:00:00.000Z', subject: 'Zpráva z kontaktního formuláře: Jana', text: 'Dobrý den, máte volno?' }]);
    expect(result!.consents).toContainEqual({ kind: 'marketing', at: '2026-11-01T10:05:00.000Z', bookingId: 'gdpr-fresh' });
    expect(result!.consents).toContainEqual({ kind: 'privacy-policy', at: janaBookings.confirmed.consentAt, bookingId: 'gdpr-confirmed' });
    expect(result!.consents).toContainEqual({ kind: 'contact-form', at: '2026-12-01T12:00:00.000Z' });
  });

  it('deletes the account: erases the requests (a held day freed), keeps and flags the confirmed one, removes the e-mail\'s mails and counters only', async () => {
    const { result, error } = await call('deleteMyAccount', { session: couple.jwt, password: couple.password });
    expect(error).toBeUndefined();
    expect(result).toEqual({ accountDeleted: true, erasedBookings: ['gdpr-declined', 'gdpr-fresh'], keptBookings: [{ reservationCode: 'CONF-IRMD', weddingDate: '2027-09-04' }], deletedGalleries: [], keptGalleries: [] });

    expect(await exists(BOOKINGS, 'gdpr-fresh')).toBe(false);
    expect(await exists(DATE_LOCKS, '2027-08-07')).toBe(false);
    expect(await exists(BOOKINGS, 'gdpr-declined')).toBe(false);
    expect(await exists(MAIL, 'gdpr-fresh-received')).toBe(false);
    const kept = await db().collection(BOOKINGS).doc('gdpr-confirmed').get();
    expect(kept.get('erasureRequestedAt')?.toDate()).toBeInstanceOf(Date);
    expect(await exists(DATE_LOCKS, '2027-09-04')).toBe(true);
    expect(await exists(MAIL, 'gdpr-confirmed-received')).toBe(false);
    expect(await exists(MAIL, 'contact-jana')).toBe(false);
    expect(await exists(BOOKINGS, 'gdpr-eva')).toBe(true);
    expect(await exists(MAIL, 'gdpr-eva-received')).toBe(true);
    expect(await exists(MAIL, 'contact-eva')).toBe(true);
    const notices = (await db().collection(MAIL).where('to', '==', 'fotograf@example.cz').get()).docs.filter((doc) => doc.id.startsWith('erasure-request-'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.get('message.text')).toContain('CONF-IRMD');

    // The e-mail's counters are gone; Eva's stay, and so does the client's (no e-mail in it; it expires with its window).
    const counters = (await db().collection(RATE_LIMITS).get()).docs.map((doc) => doc.id).sort();
    expect(counters).toEqual([rateId('contact-email:eva-gdpr@example.cz', now), rateId(`portal-ip:${CLIENT}`, new Date())].sort());

    expect((await fetch(`${STRAPI_URL}/api/users/me`, { headers: { Authorization: `Bearer ${couple.jwt}` } })).status).toBe(401);
    expect((await signIn(couple.email, couple.password)).status).toBe(400);
    // The session died with the account: a repeat is refused, and changes nothing.
    expect((await call('deleteMyAccount', { session: couple.jwt, password: couple.password })).error?.details?.code).toBe('auth/not-signed-in');
  });
});
