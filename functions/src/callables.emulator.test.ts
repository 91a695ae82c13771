import 'reflect-metadata';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callFunction } from '../../adapters/firebase/firebase-callable';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { FirebaseHttpBookingSubmission } from '../../adapters/firebase/firebase-http-booking-submission';
import { FirebaseHttpContact } from '../../adapters/firebase/firebase-http-contact';
import { FirebaseHttpBotChallenges } from '../../adapters/firebase/firebase-http-bot-challenges';
import { aBookingInput } from '../../tests/support/booking-mother';
import { rawCall } from '../../tests/support/raw-callable';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { cheapSignals, EMULATOR_ALTCHA_KEY, expiredChallenge, forgedChallenge, personSignals } from '../../tests/support/bot-challenge-solver';
import { adminFirestore, clearFirestore, createAccount, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

const count = async (collection: string) => (await (await adminFirestore()).collection(collection).count().get()).data().count;
/** The same, as a client at `address` (the functions take the caller's address from X-Forwarded-For's last entry). */
const submissionFrom = (address: string) =>
  new FirebaseHttpBookingSubmission(emulatorHttp((url, init) => fetch(url, { ...init, headers: { ...init?.headers, 'X-Forwarded-For': address } })));
/**
 * The Functions emulator starts one Node worker per concurrent call, and 50 transactions on one document wait for
 * each other's locks: a hang detector, not a speed budget (CI machines are 2–3x slower than a laptop).
 */
const BURST_TIMEOUT_MS = 600_000;
/**
 * How many calls a burst sends at once. The Functions emulator starts one Node worker per concurrent call: with 20 or
 * 50 cold workers on a busy 2-core machine some calls were never answered (undici's 300 s header timeout, 2026-11-26),
 * which tests the emulator, not the functions. The properties (a locked day refuses every parallel request; parallel
 * retries of one id store it once) need the parallelism, not the number.
 */
const PARALLEL_CALLS = 8;
/** A real solve at production difficulty takes the machine's time: a generous hang detector. */
const REAL_SOLVE_TIMEOUT_MS = 180_000;
const submission = () => new FirebaseHttpBookingSubmission(emulatorHttp());
/**
 * A person's signals with a challenge signed with the emulators' key and solved in a derivation or two: these tests
 * are about what the functions do with a request, not about the proof of work (the widget's path, issueChallenge and a
 * real solve, has its own test below).
 */
const person = () => cheapSignals(EMULATOR_ALTCHA_KEY);
async function people(n: number) {
  return Promise.all(Array.from({ length: n }, () => person()));
}

describe.skipIf(!onEmulators)('callable functions', () => {
  beforeEach(clearFirestore);
  afterAll(disposeWebApps);

  it('submitBooking stores one booking and queues two Czech mails in the Trigger Email format', async () => {
    const input = aBookingInput({ message: '<b>Ahoj</b>' });
    const receipt = await submission().submit(input, await person());
    const db = await adminFirestore();
    const booking = (await db.collection('bookings').doc(input.id).get()).data()!;
    expect(booking).toMatchObject({ status: 'new', reservationCode: receipt.reservationCode, contact: { email: input.email } });
    expect(booking.createdAt.toDate()).toBeInstanceOf(Date);
    const mails = (await db.collection('mail').get()).docs.map((d) => d.data());
    expect(mails.map((m) => m.to).sort()).toEqual([input.email, 'fotograf@example.cz'].sort());
    for (const mail of mails) expect(mail.message).toEqual({ subject: expect.any(String), text: expect.any(String), html: expect.any(String) });
    // Queued with a time, from which the retention policy counts (domain/privacy/retention.ts).
    for (const mail of mails) expect(mail.createdAt.toDate().toISOString()).toBe(booking.createdAt.toDate().toISOString());
    const toPhotographer = mails.find((m) => m.to === 'fotograf@example.cz')!;
    expect(toPhotographer.replyTo).toBe(input.email);
    // What the couple typed is escaped in the HTML part (domain/mail/escape-html.ts).
    expect(toPhotographer.message.html).toContain('&lt;b&gt;Ahoj&lt;/b&gt;');
    expect(toPhotographer.message.html).not.toContain('<b>Ahoj');
    expect(toPhotographer.message.subject).toMatch(/^Nová poptávka: \d{1,2}\. \p{L}+ \d{4} – Jana a Petr$/u);
    // The couple is told plainly that this is a request, not a booking, where to check it, and whom a reply reaches.
    const toCouple = mails.find((m) => m.to === input.email)!;
    expect(toCouple.message.text).toContain('ne o potvrzenou rezervaci');
    expect(toCouple.message.text).toContain('https://www.terezanovakova-foto.cz/rezervace');
    expect(toCouple.message.text).toContain(receipt.reservationCode);
    expect(toCouple.replyTo).toBe('fotograf@example.cz');
    // From MAIL_FROM (functions/.env.demo-svatebni-fotograf), never the extension's default: the site's own domain.
    for (const mail of mails) expect(mail.from).toMatch(/ <web@terezanovakova-foto\.cz>$/);
    expect(mails.find((m) => m.to === input.email)!.message.subject).toMatch(/Poptávka svatebního focení přijata/);
    // The emulators read no price list (STRAPI_URL is empty there): the package is named by its slug, without a price.
    for (const mail of mails) expect(mail.message.text).toContain(`- ${input.packageSlug} (balíček)\n`);
  });

  it('answers an invalid request with HttpsError details { code, fields } on the wire', async () => {
    const { status, ...body } = await rawCall('submitBooking', { input: { ...aBookingInput(), phone: '12' }, signals: await person() });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'phone/invalid', fields: { phone: 'phone/invalid' } } });
    expect(await count('bookings')).toBe(0);
  });

  it(`refuses ${PARALLEL_CALLS} parallel requests for a locked date, all with booking/date-taken, storing nothing`, async () => {
    const date = aBookingInput().weddingDate;
    await (await adminFirestore()).collection('dateLocks').doc(date).set({ date, reason: 'blocked' });
    const port = submission();
    const signals = await people(PARALLEL_CALLS);
    const results = await Promise.allSettled(signals.map((person) => port.submit(aBookingInput({ weddingDate: date }), person)));
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'stored'))).toEqual(Array(PARALLEL_CALLS).fill('booking/date-taken'));
    expect([await count('bookings'), await count('mail')]).toEqual([0, 0]);
  }, BURST_TIMEOUT_MS);

  // Each retry after the first is a replay, which counts against its client's lookup limit (30 an hour; the test
  // above): the burst comes from as many client addresses, since what it is about is the one booking under contention.
  it(`stores ${PARALLEL_CALLS} parallel retries of one id exactly once: every answer is that receipt or a retryable failure`, async () => {
    const input = aBookingInput();
    const port = submission();
    const signals = await people(PARALLEL_CALLS);
    const results = await Promise.allSettled(signals.map((person, i) => submissionFrom(`198.51.100.${i + 1}`).submit(input, person)));
    const receipts = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [JSON.stringify(r.value)] : [])));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    // Parallel transactions on one document make the emulator's pessimistic locks time out now and then (the
    // function's 60 s limit): such a caller is told "not sent, try again" — never a second booking or another code.
    expect(receipts.size, [...receipts].join('\n')).toBe(1);
    expect(failures.filter((code) => code !== 'network/unavailable')).toEqual([]);
    expect(failures.length).toBeLessThan(PARALLEL_CALLS);
    expect([...receipts][0]).toContain(input.id);
    expect([await count('bookings'), await count('mail')]).toEqual([1, 2]);
    // ...and that retry gets the stored receipt.
    await expect(port.submit(input, await person()).then((r) => JSON.stringify(r))).resolves.toBe([...receipts][0]);
    expect([await count('bookings'), await count('mail')]).toEqual([1, 2]);
  }, BURST_TIMEOUT_MS);

  it('stores and sends nothing for a bot that solved the challenge but filled the honeypot or was too fast', async () => {
    await submission().submit(aBookingInput(), { ...(await person()), honeypot: 'ano', fillMs: 60_000 });
    await submission().submit(aBookingInput(), { ...(await person()), fillMs: 900 });
    const { status, ...body } = await rawCall('submitBooking', { input: aBookingInput(), signals: { ...(await person()), fillMs: 0 } });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ reservationCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/) });
    expect([await count('bookings'), await count('mail'), await count('rateLimits')]).toEqual([0, 0, 0]);
  });

  it('40 replays of a known booking id with wrong e-mails, each with its own solved challenge: the first 30 are told only that the id is taken, then the lookup limit refuses every guess, the right e-mail included', async () => {
    const port = submission();
    const input = aBookingInput();
    await port.submit(input, await person());
    const [last, ...guesses] = await people(41);
    const answers: string[] = [];
    for (const [i, guess] of guesses.entries()) {
      const answer = port.submit({ ...input, email: `hadam-${i}@example.cz` }, guess);
      answers.push(await answer.then((r) => `receipt ${r.reservationCode}`, (e: { code?: string }) => e.code ?? String(e)));
    }
    const limit = SUBMISSION_LIMITS.lookupsPerIp;
    expect(answers).toEqual([...Array(limit).fill('booking/already-exists'), ...Array(40 - limit).fill('lookup/rate-limited')]);
    // The 41st guess is the right e-mail: still refused, so the code never leaks to a guesser.
    await expect(port.submit(input, last!)).rejects.toMatchObject({ code: 'lookup/rate-limited' });
    // Each answered guess spent its challenge (the refused ones stored nothing), and nothing new was stored or mailed.
    expect([await count('bookings'), await count('mail'), await count('spentChallenges')]).toEqual([1, 2, 1 + limit]);
  }, BURST_TIMEOUT_MS);

  it('rate-limits lookups per client, so codes cannot be guessed', async () => {
    const port = submission();
    for (let i = 0; i < 30; i += 1) await port.lookup('AAAA-BBBB', 'nekdo@example.cz');
    await expect(port.lookup('AAAA-BBBB', 'nekdo@example.cz')).rejects.toMatchObject({ code: 'lookup/rate-limited' });
  });

  it('submitContactMessage queues one mail to the photographer and re-validates on the server', async () => {
    const contact = new FirebaseHttpContact(emulatorHttp());
    const message = { name: 'Jana', email: 'jana@example.cz', message: 'Máte volno v červnu 2027?', consentAt: new Date().toISOString() };
    await contact.send(message, await person());
    const mails = (await (await adminFirestore()).collection('mail').get()).docs.map((d) => d.data());
    expect(mails).toEqual([expect.objectContaining({ to: 'fotograf@example.cz', replyTo: 'jana@example.cz' })]);
    expect(Math.abs(mails[0]!.createdAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);
    await expect(contact.send({ ...message, message: 'krátká' }, await person())).rejects.toMatchObject({ code: 'message/too-short' });
  });

  it('issueChallenge answers a signed ALTCHA challenge that expires within minutes, and its real solution is accepted once', async () => {
    const { status, ...body } = await rawCall('issueChallenge', {});
    expect(status).toBe(200);
    const challenge = body.result as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(60_000);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // The widget's whole path: the function's own challenge, solved at production difficulty, spent by one request.
    const widget = await personSignals(() => new FirebaseHttpBotChallenges(emulatorHttp()).issue());
    await expect(submission().submit(aBookingInput(), widget)).resolves.toMatchObject({ reservationCode: expect.any(String) });
    await expect(submission().submit(aBookingInput(), widget)).rejects.toMatchObject({ code: 'bot/challenge-failed' });
  }, REAL_SOLVE_TIMEOUT_MS);

  it('a scripted bot over plain HTTP (no challenge, garbage, expired, forged, replayed) is refused bot/challenge-failed: nothing stored, mailed or counted', async () => {
    const spent = await person();
    await submission().submit(aBookingInput(), spent);
    const message = { name: 'Bot', email: 'bot@example.cz', message: 'Levné hodinky, klikněte sem.', consentAt: new Date().toISOString() };
    const before = [await count('bookings'), await count('mail'), await count('rateLimits'), await count('spentChallenges')];
    expect(before).toEqual([1, 2, 2, 1]);
    const attempts = [undefined, { honeypot: '', fillMs: 60_000 }, { ...spent, challenge: 'eyJub3QiOiJhbHRjaGEifQ==' },
      { ...spent, challenge: await expiredChallenge(EMULATOR_ALTCHA_KEY) }, { ...spent, challenge: await forgedChallenge() }, spent];
    for (const signals of attempts) {
      for (const call of [
        rawCall('submitBooking', { input: aBookingInput(), ...(signals ? { signals } : {}) }),
        rawCall('submitContactMessage', { message, ...(signals ? { signals } : {}) }),
      ]) {
        const { status, ...body } = await call;
        expect([status, body.error], JSON.stringify(signals)?.slice(0, 80)).toEqual([403, expect.objectContaining({ status: 'PERMISSION_DENIED', details: { code: 'bot/challenge-failed' } })]);
      }
    }
    expect([await count('bookings'), await count('mail'), await count('rateLimits'), await count('spentChallenges')]).toEqual(before);
  });

  it('submitContactMessage answers a bot (honeypot or too fast) like a person but queues no mail', async () => {
    const message = { name: 'Jana', email: 'jana@example.cz', message: 'Máte volno v červnu 2027?', consentAt: new Date().toISOString() };
    // A filled honeypot, a form sent in 0.9 s, and a script that sends no signals at all.
    for (const signals of [{ honeypot: 'https://spam.example', fillMs: 60_000 }, { honeypot: '', fillMs: 900 }, { fillMs: undefined }]) {
      const { status, ...body } = await rawCall('submitContactMessage', { message, signals: { ...(await person()), ...signals } });
      expect([status, body.result]).toEqual([200, { ok: true }]);
    }
    expect([await count('mail'), await count('rateLimits')]).toEqual([0, 0]);
  });

  it('changeBookingStatus and deleteBooking are for admins only and keep the date lock in step', async () => {
    const input = aBookingInput();
    const { bookingId } = await submission().submit(input, await person());
    const db = await adminFirestore();

    const visitor = webStartup();
    await new FirebaseAuth(visitor).signIn(await createAccount({ admin: 'true' }));
    await expect(callFunction(visitor, 'changeBookingStatus', { bookingId, to: 'confirmed' })).rejects.toMatchObject({ code: 'auth/forbidden' });

    const admin = webStartup();
    await new FirebaseAuth(admin).signIn(SEEDED_ADMIN);
    await expect(callFunction(admin, 'changeBookingStatus', { bookingId, to: 'completed' })).rejects.toMatchObject({
      code: 'booking/invalid-transition',
    });
    await callFunction(admin, 'changeBookingStatus', { bookingId, to: 'confirmed', note: 'Záloha domluvena' });
    expect((await db.collection('dateLocks').doc(input.weddingDate).get()).data()).toEqual({ date: input.weddingDate, reason: 'booked', bookingId });
    expect((await db.collection('bookings').doc(bookingId).get()).get('history')).toHaveLength(2);

    await callFunction(admin, 'deleteBooking', { bookingId });
    await callFunction(admin, 'deleteBooking', { bookingId });
    expect([await count('bookings'), await count('dateLocks'), await count('mail')]).toEqual([0, 0, 0]);
  });
});
