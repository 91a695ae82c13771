import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { bookingSubmissionContract } from '../../tests/contracts/booking-submission.contract';
import { aBookingInput, PERSON } from '../../tests/support/booking-mother';
import { storeBooking } from '../../tests/support/stored-booking';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { InMemoryBookingSubmission } from './in-memory-booking-submission';
import { InMemoryOutbox } from './in-memory-outbox';

function harness(now?: () => Date) {
  const bookings = new InMemoryBookingRepository({});
  return {
    bookings,
    submission: new InMemoryBookingSubmission(now ? { now } : {}, bookings, new InMemoryOutbox()),
    lockDate: async (date: string) => void (await storeBooking(bookings, 'confirmed', { weddingDate: date })),
    storedBookings: async () => (await bookings.list({ orderBy: 'createdAt', direction: 'asc', limit: 100 })).items.length,
    perEmailLimit: SUBMISSION_LIMITS.bookingsPerEmail,
  };
}

bookingSubmissionContract('in-memory', async () => harness());

describe('in-memory booking submission specifics', () => {
  it('stores the request as a new booking with its history, on the repository it was given', async () => {
    const { submission, bookings } = harness();
    const input = aBookingInput();
    await submission.submit(input, PERSON);
    const stored = await bookings.get(input.id);
    expect(stored).toMatchObject({ status: 'new', weddingDate: input.weddingDate, history: [{ from: null, to: 'new', by: 'public' }] });
  });

  it('forgets rate-limit attempts after an hour', async () => {
    let now = Date.now();
    const { submission } = harness(() => new Date(now));
    const email = 'hodina@example.cz';
    for (let i = 0; i < SUBMISSION_LIMITS.bookingsPerEmail; i += 1) await submission.submit(aBookingInput({ email }), PERSON);
    await expect(submission.submit(aBookingInput({ email }), PERSON)).rejects.toMatchObject({ code: 'booking/rate-limited' });
    now += 60 * 60 * 1000 + 1;
    await expect(submission.submit(aBookingInput({ email }), PERSON)).resolves.toBeTruthy();
  });

  it('limits lookups, so reservation codes cannot be guessed', async () => {
    const { submission } = harness();
    for (let i = 0; i < SUBMISSION_LIMITS.lookupsPerIp; i += 1) await submission.lookup('AAAA-BBBB', 'x@example.cz');
    await expect(submission.lookup('AAAA-BBBB', 'x@example.cz')).rejects.toMatchObject({ code: 'lookup/rate-limited' });
  });
});
