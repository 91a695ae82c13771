import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { bookingSubmissionContract } from '../../tests/contracts/booking-submission.contract';
import { aBookingInput } from '../../tests/support/booking-mother';
import { personSignals, solve } from '../../tests/support/bot-challenge-solver';
import { storeBooking } from '../../tests/support/stored-booking';
import { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { InMemoryBookingSubmission } from './in-memory-booking-submission';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import { demoContent } from './demo-content/demo-content';

/** The fake bot barrier's key here, so a test about limits can sign cheap challenges instead of solving real ones. */

function harness(now?: () => Date) {
  const bookings = new InMemoryBookingRepository({});
  const options = now ? { now } : {};
  const bot = new InMemoryBotChallenges({ ...options, botChallengeMaxCounter: 1 });
  const outbox = new InMemoryOutbox();
  const content = new InMemoryContentBackend(demoContent, options);
  const person = () => personSignals(() => bot.issue());
  return {
    outbox,
    content,
    bookings,
    person,
    expiredChallenge: async () => solve(await bot.challenges.issue(new Date(Date.now() - 6 * 60_000))),
    queuedMails: async () => outbox.list().length,
    receiptMailText: async (bookingId: string) => outbox.get(bookingMailId.requestReceived(bookingId))?.mail.message.text ?? '',
    submission: new InMemoryBookingSubmission(options, bookings, outbox, bot, memoryMailSettings('https://www.terezanovakova-foto.cz', content)),
    lockDate: async (date: string) => void (await storeBooking(bookings, 'confirmed', { weddingDate: date })),
    storedBookings: async () => (await bookings.list({ orderBy: 'createdAt', direction: 'asc', limit: 100 })).items.length,
    perEmailLimit: SUBMISSION_LIMITS.bookingsPerEmail,
    lookupLimit: SUBMISSION_LIMITS.lookupsPerIp,
  };
}

bookingSubmissionContract('in-memory', async () => harness());

describe('in-memory booking submission specifics', () => {
  it('stores the request as a new booking with its history, on the repository it was given', async () => {
    const { submission, bookings, person } = harness();
    const input = aBookingInput();
    await submission.submit(input, await person());
    const stored = await bookings.get(input.id);
    expect(stored).toMatchObject({ status: 'new', weddingDate: input.weddingDate, history: [{ from: null, to: 'new', by: 'public' }] });
  });

  it('queues the same mails as the functions: the couple\'s receipt and the photographer\'s notice, packages by name and price', async () => {
    const { submission, person, outbox } = harness();
    const input = aBookingInput({ packageSlug: 'cely-den', extras: ['druhy-fotograf'], email: 'jana@example.cz' });
    const receipt = await submission.submit(input, await person());
    const mails = outbox.list();
    expect(mails.map((m) => [m.id, m.to, m.replyTo])).toEqual([
      [`${input.id}-couple`, 'jana@example.cz', 'fotograf@example.cz'],
      [`${input.id}-photographer`, 'fotograf@example.cz', 'jana@example.cz'],
    ]);
    const [toCouple] = mails;
    expect(toCouple!.message.subject).toBe(`Poptávka svatebního focení přijata (${receipt.reservationCode})`);
    expect(toCouple!.message.text).toContain('- Celý den (balíček): 39\u00A0000\u00A0Kč');
    expect(toCouple!.message.text).toContain('- Druhý fotograf (doplněk): 9\u00A0000\u00A0Kč');
    expect(toCouple!.message.text).toContain('https://www.terezanovakova-foto.cz/rezervace#moje-rezervace');
  });

  it('keeps the prices the request was made at with the booking', async () => {
    const { submission, person, bookings } = harness();
    const input = aBookingInput({ packageSlug: 'cely-den', extras: ['druhy-fotograf'] });
    await submission.submit(input, await person());
    expect((await bookings.get(input.id))?.pricing).toEqual({
      package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 },
      extras: [{ slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 9000 }],
    });
  });

  it('names the slugs when the price list cannot be read, and still accepts the request (its prices unknown)', async () => {
    const { submission, person, outbox, content, bookings } = harness();
    content.setOffline(true);
    const input = aBookingInput({ packageSlug: 'cely-den', extras: [] });
    await submission.submit(input, await person());
    expect(outbox.list()).toHaveLength(2);
    for (const mail of outbox.list()) expect(mail.message.text).toContain('- cely-den (balíček)\n');
    expect((await bookings.get(input.id))?.pricing).toBeUndefined();
  });

  it('answers a confirmed booking\'s lookup with the deposit instructions from the site settings and the stored prices', async () => {
    const { submission, bookings } = harness();
    const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] };
    const booking = await storeBooking(bookings, 'confirmed', { reservationCode: 'QRPW-ATBA', weddingDate: '2027-09-18', pricing, contact: { coupleNames: 'Eva a Jakub', email: 'eva@example.cz', phone: '' } });
    const found = await submission.lookup('QRPW-ATBA', 'eva@example.cz');
    expect(found?.deposit).toMatchObject({ amountCzk: 11700, iban: 'CZ6508000000192000145399', nationalAccount: '19-2000145399/0800', paid: false });
    expect(found?.deposit?.spayd).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:11700\.00\*CC:CZK\*DT:\d{8}\*X-VS:270918\d{4}\*MSG:Záloha svatba QRPW-ATBA Eva a Jakub$/);
    await storeBooking(bookings, 'new', { reservationCode: 'QRPW-NVAA', weddingDate: '2027-09-19', pricing, contact: { coupleNames: 'X', email: 'x@example.cz', phone: '' } });
    expect((await submission.lookup('QRPW-NVAA', 'x@example.cz'))?.deposit).toBeUndefined();
    expect(booking.status).toBe('confirmed');
  });

  it('forgets rate-limit attempts after an hour', async () => {
    let now = Date.now();
    const { submission, person } = harness(() => new Date(now));
    const email = 'hodina@example.cz';
    for (let i = 0; i < SUBMISSION_LIMITS.bookingsPerEmail; i += 1) await submission.submit(aBookingInput({ email }), await person());
    await expect(submission.submit(aBookingInput({ email }), await person())).rejects.toMatchObject({ code: 'booking/rate-limited' });
    now += 60 * 60 * 1000 + 1;
    await expect(submission.submit(aBookingInput({ email }), await person())).resolves.toBeTruthy();
  });

  it('limits lookups, so reservation codes cannot be guessed', async () => {
    const { submission } = harness();
    for (let i = 0; i < SUBMISSION_LIMITS.lookupsPerIp; i += 1) await submission.lookup('AAAA-BBBB', 'x@example.cz');
    await expect(submission.lookup('AAAA-BBBB', 'x@example.cz')).rejects.toMatchObject({ code: 'lookup/rate-limited' });
  });
});
