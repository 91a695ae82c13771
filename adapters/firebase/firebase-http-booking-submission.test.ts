import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { aBookingInput } from '../../tests/support/booking-mother';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import type { FirebaseHttp } from './firebase-http';
import { FirebaseHttpBookingSubmission } from './firebase-http-booking-submission';

/** The adapter over a canned `submitBooking` answer: what it hands the UI of the function's receipt. */
function answering(result: unknown): FirebaseHttpBookingSubmission {
  const http: FirebaseHttp = {
    callableUrl: (name) => `http://functions.test/${name}`,
    documentsUrl: 'http://firestore.test',
    fetch: async () => new Response(JSON.stringify({ result }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  };
  return new FirebaseHttpBookingSubmission(http);
}

const signals: SubmissionSignals = { fillMs: 60_000, honeypot: '', challenge: 'solved' };

describe('FirebaseHttpBookingSubmission receipts', () => {
  it("keeps the hold of the function's receipt, with its end or without one (held until the photographer answers)", async () => {
    const receipt = { bookingId: 'b1', reservationCode: 'K7PM-4XQ2' };
    await expect(answering({ ...receipt, hold: { until: '2027-01-19T13:00:00.000Z' } }).submit(aBookingInput(), signals)).resolves.toEqual({
      ...receipt,
      hold: { until: '2027-01-19T13:00:00.000Z' },
    });
    await expect(answering({ ...receipt, hold: {} }).submit(aBookingInput(), signals)).resolves.toEqual({ ...receipt, hold: {} });
    await expect(answering(receipt).submit(aBookingInput(), signals)).resolves.toEqual(receipt);
  });

  it('keeps the request to confirm the e-mail, with what confirming holds', async () => {
    const receipt = { bookingId: 'b1', reservationCode: 'K7PM-4XQ2' };
    for (const confirmEmail of [{}, { hold: {} }, { hold: { days: 7 } }]) {
      await expect(answering({ ...receipt, confirmEmail }).submit(aBookingInput(), signals)).resolves.toEqual({ ...receipt, confirmEmail });
    }
  });

  it('treats a receipt without its code as a lost answer (network/unavailable), never as success', async () => {
    await expect(answering({ bookingId: 'b1' }).submit(aBookingInput(), signals)).rejects.toMatchObject({ code: 'network/unavailable' });
  });
});

describe('FirebaseHttpBookingSubmission e-mail confirmation', () => {
  it("hands on the function's answer, and treats an answer without a known outcome as lost, never as a hold", async () => {
    const held = { weddingDate: '2027-06-12', outcome: 'held', until: '2027-01-19T13:00:00.000Z' };
    await expect(answering(held).verifyEmail('b1.x')).resolves.toEqual(held);
    await expect(answering({ weddingDate: '2027-06-12', outcome: 'one-hold', heldDate: '2027-07-03' }).verifyEmail('b1.x')).resolves.toEqual({
      weddingDate: '2027-06-12',
      outcome: 'one-hold',
      heldDate: '2027-07-03',
    });
    for (const broken of [null, { weddingDate: '2027-06-12' }, { weddingDate: '2027-06-12', outcome: 'drzeno' }, { outcome: 'held' }]) {
      await expect(answering(broken).verifyEmail('b1.x')).rejects.toMatchObject({ code: 'network/unavailable' });
    }
  });
});
