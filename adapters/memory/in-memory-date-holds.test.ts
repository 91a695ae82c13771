import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { aBookingInput } from '../../tests/support/booking-mother';
import { personSignals } from '../../tests/support/bot-challenge';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingAdmin } from './in-memory-booking-admin';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryBookingSubmission } from './in-memory-booking-submission';
import { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-tokens';

const DAY_MS = 86_400_000;
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
  return {
    bookings,
    outbox,
    submission: new InMemoryBookingSubmission(options, bookings, outbox, bot, mail),
    desk: new InMemoryBookingAdmin(bookings, auth, options, outbox, mail),
    person: () => personSignals(() => bot.issue()),
    later: (ms: number) => void (now += ms),
    now: () => new Date(now),
  };
}

describe('date holds on the in-memory fakes (the demo and the component tests)', { timeout: 30_000 }, () => {
  it("a request holds its day for the policy's days and the receipt says until when; a second request is refused booking/date-held", async () => {
    const { submission, bookings, outbox, person, now } = await fakes();
    const first = aBookingInput();
    await submission.submit(first, await person());
    const expiresAt = new Date(now().getTime() + 7 * DAY_MS).toISOString();
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([
      { date: first.weddingDate, reason: 'held', bookingId: first.id, expiresAt },
    ]);
    expect(outbox.list()[0]!.message.text).toContain('pro Vás předběžně držím do');
    await expect(submission.submit(aBookingInput({ weddingDate: first.weddingDate }), await person())).rejects.toMatchObject({ code: 'booking/date-held' });
  });

  it('once the hold has expired the day is free again, and the next request holds it', async () => {
    const { submission, bookings, person, later } = await fakes();
    const first = aBookingInput();
    await submission.submit(first, await person());
    later(7 * DAY_MS + 1);
    expect(await bookings.listDateLocks(first.weddingDate, first.weddingDate)).toEqual([]);
    const second = aBookingInput({ weddingDate: first.weddingDate });
    await submission.submit(second, await person());
    expect((await bookings.listDateLocks(first.weddingDate, first.weddingDate))[0]).toMatchObject({ reason: 'held', bookingId: second.id });
  });

  it('confirming the holding request books the day; declining frees it; the desk cannot block a held day', async () => {
    const { submission, bookings, desk, person } = await fakes();
    const [a, b] = [aBookingInput(), aBookingInput()];
    await submission.submit(a, await person());
    await submission.submit(b, await person());
    await expect(desk.blockDate(a.weddingDate)).rejects.toMatchObject({ code: 'booking/date-held' });
    await desk.changeStatus(a.id, 'confirmed');
    expect(await bookings.listDateLocks(a.weddingDate, a.weddingDate)).toEqual([{ date: a.weddingDate, reason: 'booked', bookingId: a.id }]);
    await desk.changeStatus(b.id, 'declined');
    expect(await bookings.listDateLocks(b.weddingDate, b.weddingDate)).toEqual([]);
  });

  it('a request entered by hand in new holds its day like a web request; a web request for it is refused booking/date-held', async () => {
    const { submission, bookings, desk, person, now } = await fakes();
    const manual = aManualBookingInput({ status: 'new', weddingDate: aBookingInput().weddingDate });
    await desk.createBooking(manual);
    const expiresAt = new Date(now().getTime() + 7 * DAY_MS).toISOString();
    expect(await bookings.listDateLocks(manual.weddingDate, manual.weddingDate)).toEqual([
      { date: manual.weddingDate, reason: 'held', bookingId: manual.id, expiresAt },
    ]);
    await expect(submission.submit(aBookingInput({ weddingDate: manual.weddingDate }), await person())).rejects.toMatchObject({ code: 'booking/date-held' });
  });

  it("a moved request takes its hold along (same expiresAt); a day another request holds refuses the move with booking/date-held, an expired hold does not", async () => {
    const { submission, bookings, desk, person, later } = await fakes();
    const [a, b, c] = [aBookingInput(), aBookingInput(), aBookingInput()];
    await submission.submit(a, await person());
    await submission.submit(b, await person());
    const [hold] = await bookings.listDateLocks(a.weddingDate, a.weddingDate);
    await expect(desk.moveBooking(a.id, b.weddingDate)).rejects.toMatchObject({ code: 'booking/date-held' });
    await desk.moveBooking(a.id, c.weddingDate);
    expect(await bookings.listDateLocks(a.weddingDate, a.weddingDate)).toEqual([]);
    expect(await bookings.listDateLocks(c.weddingDate, c.weddingDate)).toEqual([{ ...hold, date: c.weddingDate }]);
    later(7 * DAY_MS + 1);
    const late = aBookingInput({ weddingDate: aBookingInput().weddingDate });
    await submission.submit(late, await person());
    await desk.moveBooking(late.id, b.weddingDate);
    expect((await bookings.listDateLocks(b.weddingDate, b.weddingDate))[0]).toMatchObject({ reason: 'held', bookingId: late.id });
  });

  it('confirming a request while declining the request that holds the day books it for the confirmed one', async () => {
    const { submission, bookings, desk, person, later } = await fakes();
    const chosen = aBookingInput();
    await submission.submit(chosen, await person());
    later(7 * DAY_MS + 1);
    const holder = aBookingInput({ weddingDate: chosen.weddingDate });
    await submission.submit(holder, await person());
    await desk.changeStatus(chosen.id, 'confirmed', undefined, [holder.id]);
    expect(await bookings.listDateLocks(holder.weddingDate, holder.weddingDate)).toEqual([{ date: holder.weddingDate, reason: 'booked', bookingId: chosen.id }]);
    expect((await bookings.get(holder.id))!.status).toBe('declined');
  });
});
