import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import { aBookingInput } from '../../tests/support/booking-mother';
import { personSignals } from '../../tests/support/bot-challenge-solver';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { verifyTokenIn } from '../../tests/support/verify-link';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingAdmin } from './in-memory-booking-admin';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryBookingSubmission } from './in-memory-booking-submission';
import { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const admin = DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!;

/** The fakes of the public intake and the desk on one store, under the `hold` policy, with a clock the test moves. */
async function fakes() {
  let now = Date.now();
  const options: MemoryAdapterOptions = { now: () => new Date(now), dateHoldPolicy: { kind: 'hold', days: 7 } };
  const bookings = new InMemoryBookingRepository(options);
  const outbox = new InMemoryOutbox();
  const bot = new InMemoryBotChallenges({ ...options, botChallengeMaxCounter: 1 });
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  const auth = new InMemoryAuth(options);
  await auth.signIn({ identifier: admin.email, password: admin.password });
  const submission = new InMemoryBookingSubmission(options, bookings, outbox, bot, mail);
  // Cheap challenges issued at the test's clock (botChallengeMaxCounter): holds, not solving, are the subject.
  const person = () => personSignals(() => bot.issue());
  /** The token of the confirmation link in the request's receipt mail. */
  const tokenOf = (id: string) => verifyTokenIn(outbox.get(bookingMailId.requestReceived(id))!.mail.message.text);
  return {
    bookings,
    outbox,
    submission,
    desk: new InMemoryBookingAdmin(bookings, auth, options, outbox, mail),
    person,
    tokenOf,
    /** Sends the request and presses the button of its receipt's link, as its couple would. */
    async confirmed(input: BookingRequestInput) {
      await submission.submit(input, await person());
      return submission.verifyEmail(tokenOf(input.id));
    },
    later: (ms: number) => void (now += ms),
    now: () => new Date(now),
  };
}

describe('date holds on the in-memory fakes: only a confirmed e-mail holds a day', () => {
  it("a request holds nothing until its couple presses the receipt link's button; then the day is held for the policy's days from that moment", async () => {
    const { submission, bookings, outbox, person, tokenOf, later, now } = await fakes();
    const first = aBookingInput();
    const receipt = await submission.submit(first, await person());
    expect(receipt).toMatchObject({ confirmEmail: { hold: { days: 7 } } });
    expect(receipt).not.toHaveProperty('hold');
    expect(outbox.get(bookingMailId.requestReceived(first.id))!.mail.message.text).toContain('Do potvrzení e-mailu ho pro Vás nedržím.');
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([]);
    // Meanwhile the day is free for others: an unconfirmed address holds nothing.
    const rival = aBookingInput({ weddingDate: first.weddingDate });
    await submission.submit(rival, await person());

    later(5 * HOUR_MS);
    const until = new Date(now().getTime() + 7 * DAY_MS).toISOString();
    await expect(submission.verifyEmail(tokenOf(first.id))).resolves.toEqual({ weddingDate: first.weddingDate, outcome: 'held', until });
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([{ date: first.weddingDate, reason: 'held', bookingId: first.id, expiresAt: until }]);
    expect((await bookings.get(first.id))!.emailVerifiedAt).toBe(now().toISOString());
    // The rival confirms too late: its request stays a request; a new request for the day is refused.
    await expect(submission.verifyEmail(tokenOf(rival.id))).resolves.toEqual({ weddingDate: first.weddingDate, outcome: 'taken' });
    expect((await bookings.get(rival.id))!.status).toBe('new');
    await expect(submission.submit(aBookingInput({ weddingDate: first.weddingDate }), await person())).rejects.toMatchObject({ code: 'booking/date-held' });
    // The couple's own retry now reports the hold and asks for nothing more.
    const retried = await submission.submit(first, await person());
    expect(retried).toMatchObject({ hold: { until } });
    expect(retried).not.toHaveProperty('confirmEmail');
  });

  it('pressing again answers the hold as it stands; once its days are over the day is free, and confirming again never renews it', async () => {
    const { submission, bookings, confirmed, tokenOf, later } = await fakes();
    const first = aBookingInput();
    const { until } = await confirmed(first);
    later(HOUR_MS);
    await expect(submission.verifyEmail(tokenOf(first.id))).resolves.toEqual({ weddingDate: first.weddingDate, outcome: 'held', until });
    later(7 * DAY_MS);
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([]);
    await expect(submission.verifyEmail(tokenOf(first.id))).resolves.toEqual({ weddingDate: first.weddingDate, outcome: 'no-hold' });
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([]);
    const second = aBookingInput({ weddingDate: first.weddingDate });
    await expect(confirmed(second)).resolves.toMatchObject({ outcome: 'held' });
  });

  it('one live hold per e-mail: a second request from the address stays a request until the first hold ends', async () => {
    const { submission, desk, confirmed, tokenOf } = await fakes();
    const email = 'jedna-adresa@example.cz';
    const [a, b] = [aBookingInput({ email }), aBookingInput({ email })];
    await expect(confirmed(a)).resolves.toMatchObject({ outcome: 'held' });
    await expect(confirmed(b)).resolves.toEqual({ weddingDate: b.weddingDate, outcome: 'one-hold', heldDate: a.weddingDate });
    await desk.changeStatus(a.id, 'declined');
    await expect(submission.verifyEmail(tokenOf(b.id))).resolves.toMatchObject({ outcome: 'held' });
  });

  it("a link that is not the request's own confirms nothing (verify/invalid-link); attempts count against the client's limit", async () => {
    const { submission, bookings, person, tokenOf } = await fakes();
    const input = aBookingInput();
    await submission.submit(input, await person());
    const token = tokenOf(input.id);
    const secret = token.slice(token.lastIndexOf('.') + 1);
    const forged = [`${input.id}.${'A'.repeat(43)}`, `jiny-${input.id}.${secret}`, input.id, '', `${input.id}.${secret}x`];
    for (const attempt of forged) await expect(submission.verifyEmail(attempt), attempt).rejects.toMatchObject({ code: 'verify/invalid-link' });
    expect(await bookings.listDateLocks(input.weddingDate, input.weddingDate)).toEqual([]);
    expect((await bookings.get(input.id))!.emailVerifiedAt).toBeUndefined();
    for (let i = forged.length; i < SUBMISSION_LIMITS.verificationsPerIp; i += 1) await submission.verifyEmail(forged[0]!).catch(() => undefined);
    await expect(submission.verifyEmail(token)).rejects.toMatchObject({ code: 'verify/rate-limited' });
  });

  it('confirming the holding request books the day; declining frees it; the desk cannot block a held day', async () => {
    const { bookings, desk, confirmed } = await fakes();
    const [a, b] = [aBookingInput(), aBookingInput()];
    await confirmed(a);
    await confirmed(b);
    await expect(desk.blockDate(a.weddingDate)).rejects.toMatchObject({ code: 'booking/date-held' });
    await desk.changeStatus(a.id, 'confirmed');
    expect(await bookings.listDateLocks(a.weddingDate, a.weddingDate)).toEqual([{ date: a.weddingDate, reason: 'booked', bookingId: a.id }]);
    await desk.changeStatus(b.id, 'declined');
    expect(await bookings.listDateLocks(b.weddingDate, b.weddingDate)).toEqual([]);
  });

  it('a request entered by hand in new holds its day at once (the photographer vouches for it); a web request for it is refused booking/date-held', async () => {
    const { submission, bookings, desk, person, now } = await fakes();
    const manual = aManualBookingInput({ status: 'new', weddingDate: aBookingInput().weddingDate });
    await desk.createBooking(manual);
    const expiresAt = new Date(now().getTime() + 7 * DAY_MS).toISOString();
    expect(await bookings.listDateLocks(manual.weddingDate, manual.weddingDate)).toEqual([
      { date: manual.weddingDate, reason: 'held', bookingId: manual.id, expiresAt },
    ]);
    await expect(submission.submit(aBookingInput({ weddingDate: manual.weddingDate }), await person())).rejects.toMatchObject({ code: 'booking/date-held' });
  });

  it('a moved request takes its hold along (same expiresAt); a day another request holds refuses the move with booking/date-held, an expired hold does not', async () => {
    const { submission, bookings, desk, person, confirmed, later } = await fakes();
    const [a, b, c] = [aBookingInput(), aBookingInput(), aBookingInput()];
    await confirmed(a);
    await confirmed(b);
    const [hold] = await bookings.listDateLocks(a.weddingDate, a.weddingDate);
    await expect(desk.moveBooking(a.id, b.weddingDate)).rejects.toMatchObject({ code: 'booking/date-held' });
    await desk.moveBooking(a.id, c.weddingDate);
    expect(await bookings.listDateLocks(a.weddingDate, a.weddingDate)).toEqual([]);
    expect(await bookings.listDateLocks(c.weddingDate, c.weddingDate)).toEqual([{ ...hold, date: c.weddingDate }]);
    later(7 * DAY_MS + 1);
    const late = aBookingInput({ weddingDate: aBookingInput().weddingDate });
    await submission.submit(late, await person());
    await desk.moveBooking(late.id, b.weddingDate);
    expect(await bookings.listDateLocks(b.weddingDate, b.weddingDate)).toEqual([]);
  });

  it('confirming a request while declining the request that holds the day books it for the confirmed one', async () => {
    const { submission, bookings, desk, person, confirmed } = await fakes();
    const chosen = aBookingInput();
    await submission.submit(chosen, await person());
    const holder = aBookingInput({ weddingDate: chosen.weddingDate });
    await confirmed(holder);
    await desk.changeStatus(chosen.id, 'confirmed', undefined, [holder.id]);
    expect(await bookings.listDateLocks(holder.weddingDate, holder.weddingDate)).toEqual([{ date: holder.weddingDate, reason: 'booked', bookingId: chosen.id }]);
    expect((await bookings.get(holder.id))!.status).toBe('declined');
  });
});
