import { describe, expect, it } from 'vitest';
import { isReservationCode } from '../../domain/booking/booking';
import type { BookingSubmissionPort } from '../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import { aBookingInput } from '../support/booking-mother';
import { forgedChallenge } from '../support/bot-challenge-solver';
import { verifyTokenIn } from '../support/verify-link';

export interface BookingSubmissionHarness {
  submission: BookingSubmissionPort;
  /** Makes `date` unavailable, as a confirmed booking or a blocked day does. */
  lockDate(date: string): Promise<void>;
  /** How many bookings are stored. */
  storedBookings(): Promise<number>;
  /** Stored bookings allowed per e-mail and hour. */
  perEmailLimit: number;
  /** Lookups (and replays of a known id) allowed per client and hour. */
  lookupLimit: number;
  /** The signals of a person whose browser solved a fresh challenge from this backend. */
  person(): Promise<SubmissionSignals>;
  /** A challenge this backend signed, correctly solved, but past its expiry. */
  expiredChallenge(): Promise<string>;
  /** How many mails are queued (couple's and photographer's). */
  queuedMails(): Promise<number>;
  /** The text of the queued receipt mail of booking `bookingId` (where its e-mail confirmation link is). */
  receiptMailText(bookingId: string): Promise<string>;
}

/** Behaviour of the public booking submission (ports/booking-submission-port.ts), whatever runs it. */
export function bookingSubmissionContract(name: string, setup: () => Promise<BookingSubmissionHarness>) {
  // Every submission carries a really solved proof-of-work challenge (~0.1–0.5 s of CPU each in Node); a test that
  // sends a dozen must not fail because a loaded 2-core machine solves slowly.
  describe(`BookingSubmissionPort contract: ${name}`, { timeout: 30_000 }, () => {
    it('stores a valid request and answers a receipt the couple can look it up with', async () => {
      const { submission, storedBookings, person } = await setup();
      const input = aBookingInput();
      const receipt = await submission.submit(input, await person());
      expect(receipt.bookingId).toBe(input.id);
      expect(isReservationCode(receipt.reservationCode)).toBe(true);
      expect(await storedBookings()).toBe(1);
      await expect(submission.lookup(receipt.reservationCode.toLowerCase(), input.email.toUpperCase())).resolves.toEqual({
        reservationCode: receipt.reservationCode,
        status: 'new',
        weddingDate: input.weddingDate,
        coupleNames: 'Jana a Petr',
      });
    });

    it('answers null unless both the code and the e-mail match', async () => {
      const { submission, person } = await setup();
      const input = aBookingInput();
      const { reservationCode } = await submission.submit(input, await person());
      await expect(submission.lookup(reservationCode, 'nekdo-jiny@example.cz')).resolves.toBeNull();
      await expect(submission.lookup(reservationCode === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA', input.email)).resolves.toBeNull();
      await expect(submission.lookup('nesmysl', input.email)).resolves.toBeNull();
    });

    it('refuses an invalid request with the first field code and every field in details', async () => {
      const { submission, storedBookings, person } = await setup();
      const error = await submission.submit(aBookingInput({ email: 'neni-email', privacyConsent: false }), await person()).catch((e: unknown) => e);
      expect(error).toMatchObject({
        name: 'DomainError',
        code: 'email/invalid',
        details: { fields: { email: 'email/invalid', privacyConsent: 'consent/required' } },
      });
      expect(await storedBookings()).toBe(0);
    });

    it('is idempotent on the id: a retry answers the first receipt and stores nothing new', async () => {
      const { submission, storedBookings, person } = await setup();
      const input = aBookingInput();
      const first = await submission.submit(input, await person());
      const retry = await submission.submit({ ...input, message: 'Znovu odesláno' }, await person());
      expect(retry).toEqual(first);
      expect(await storedBookings()).toBe(1);
    });

    it('answers a repeated id only to the same e-mail: another one gets booking/already-exists, never the reservation code', async () => {
      const { submission, storedBookings, person } = await setup();
      const input = aBookingInput();
      const first = await submission.submit(input, await person());
      // Booking ids are readable on the public date locks: knowing one must not reveal its code.
      const stranger = submission.submit({ ...input, email: 'cizi@example.cz' }, await person());
      await expect(stranger).rejects.toMatchObject({ code: 'booking/already-exists' });
      await expect(submission.submit({ ...input, email: input.email.toUpperCase() }, await person())).resolves.toEqual(first);
      expect(await storedBookings()).toBe(1);
    });

    it('a replay of a known id spends its challenge: the same solved challenge never buys a second guess, whatever the e-mail', async () => {
      const { submission, person } = await setup();
      const input = aBookingInput();
      const first = await submission.submit(input, await person());
      const guess = await person();
      await expect(submission.submit({ ...input, email: 'hadam@example.cz' }, guess)).rejects.toMatchObject({ code: 'booking/already-exists' });
      // Had the first guess been free, this one (the right e-mail) would now reveal the code.
      await expect(submission.submit(input, guess)).rejects.toMatchObject({ code: 'bot/challenge-failed' });
      // The couple's own retry with a fresh challenge still gets its receipt.
      await expect(submission.submit(input, await person())).resolves.toEqual(first);
    });

    it('replays count against the lookup limit like lookups: once it is reached, even the right e-mail gets lookup/rate-limited, never the code', async () => {
      const { submission, person, lookupLimit } = await setup();
      const input = aBookingInput();
      await submission.submit(input, await person());
      for (let i = 0; i < lookupLimit - 1; i += 1) await submission.lookup('AAAA-BBBB', `zkouska-${i}@example.cz`);
      // The last attempt of the hour: a wrong e-mail is told only that the id is taken.
      await expect(submission.submit({ ...input, email: 'hadam@example.cz' }, await person())).rejects.toMatchObject({ code: 'booking/already-exists' });
      await expect(submission.submit(input, await person())).rejects.toMatchObject({ code: 'lookup/rate-limited' });
      await expect(submission.lookup('AAAA-BBBB', input.email)).rejects.toMatchObject({ code: 'lookup/rate-limited' });
    });

    it("asks the couple to confirm their e-mail with the receipt mail's link; the answer to the form never carries the link's token", async () => {
      const { submission, person, receiptMailText } = await setup();
      const input = aBookingInput();
      const receipt = await submission.submit(input, await person());
      // No date-hold policy here: confirming holds nothing, but the address is still to be proved.
      expect(receipt.confirmEmail).toEqual({});
      const token = verifyTokenIn(await receiptMailText(input.id));
      expect(token.startsWith(`${input.id}.`)).toBe(true);
      expect(JSON.stringify(receipt)).not.toContain(token.slice(input.id.length + 1));
    });

    it("the link's token confirms the e-mail (pressing again answers the same); the couple's retry then asks nothing more", async () => {
      const { submission, person, receiptMailText } = await setup();
      const input = aBookingInput();
      const first = await submission.submit(input, await person());
      const token = verifyTokenIn(await receiptMailText(input.id));
      await expect(submission.verifyEmail(token)).resolves.toEqual({ weddingDate: input.weddingDate, outcome: 'no-hold' });
      await expect(submission.verifyEmail(token)).resolves.toEqual({ weddingDate: input.weddingDate, outcome: 'no-hold' });
      const { confirmEmail: _asked, ...answered } = first;
      await expect(submission.submit(input, await person())).resolves.toEqual(answered);
    });

    it("refuses any token but the request's own with verify/invalid-link: another secret, another booking's id, garbage", async () => {
      const { submission, person, receiptMailText } = await setup();
      const [a, b] = [aBookingInput(), aBookingInput()];
      await submission.submit(a, await person());
      await submission.submit(b, await person());
      const [tokenA, tokenB] = [verifyTokenIn(await receiptMailText(a.id)), verifyTokenIn(await receiptMailText(b.id))];
      const secretOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
      for (const token of [`${a.id}.${secretOf(tokenB)}`, `${b.id}.${secretOf(tokenA)}`, `${a.id}.${'A'.repeat(43)}`, a.id, 'nesmysl', '']) {
        await expect(submission.verifyEmail(token), token).rejects.toMatchObject({ code: 'verify/invalid-link' });
      }
      await expect(submission.verifyEmail(tokenA)).resolves.toMatchObject({ weddingDate: a.weddingDate });
    });

    it('refuses a taken or blocked date with booking/date-taken', async () => {
      const { submission, lockDate, storedBookings, person } = await setup();
      const input = aBookingInput();
      await lockDate(input.weddingDate);
      const before = await storedBookings();
      await expect(submission.submit(input, await person())).rejects.toMatchObject({ code: 'booking/date-taken' });
      expect(await storedBookings()).toBe(before);
    });

    it('gives bots a receipt-shaped answer and stores nothing', async () => {
      const { submission, storedBookings, person } = await setup();
      for (const signals of [{ honeypot: 'http://spam.example', fillMs: 45_000 }, { honeypot: '', fillMs: 400 }]) {
        const receipt = await submission.submit(aBookingInput(), { ...(await person()), ...signals });
        expect(isReservationCode(receipt.reservationCode)).toBe(true);
      }
      expect(await storedBookings()).toBe(0);
    });

    it('refuses a request without a solved challenge, with an expired, a forged or a replayed one: bot/challenge-failed, nothing stored or mailed', async () => {
      const { submission, storedBookings, queuedMails, expiredChallenge, person } = await setup();
      const first = await person();
      await submission.submit(aBookingInput(), first);
      const before = [await storedBookings(), await queuedMails()];
      const challenges = ['', 'bm90LWEtcGF5bG9hZA==', await expiredChallenge(), await forgedChallenge(), first.challenge];
      for (const challenge of challenges) {
        await expect(submission.submit(aBookingInput(), { ...first, challenge }), challenge.slice(0, 12)).rejects.toMatchObject({
          code: 'bot/challenge-failed',
        });
      }
      expect([await storedBookings(), await queuedMails()]).toEqual(before);
    });

    it('limits stored requests per e-mail with booking/rate-limited', async () => {
      const { submission, perEmailLimit, person } = await setup();
      const email = `limit-${Date.now().toString(36)}@example.cz`;
      for (let i = 0; i < perEmailLimit; i += 1) await submission.submit(aBookingInput({ email }), await person());
      await expect(submission.submit(aBookingInput({ email }), await person())).rejects.toMatchObject({ code: 'booking/rate-limited' });
    });
  });
}
