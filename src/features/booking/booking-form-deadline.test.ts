import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingSubmissionPort, SubmissionReceipt } from '../../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../../ports/wire/submission-signals';
import { aBookingInput } from '../../../tests/support/booking-mother';
import type { ChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { FORM_DEADLINE_MS } from '../../shared/forms/deadline';
import { createBookingFormStore } from './booking-form-store';

const never = <T>() => new Promise<T>(() => undefined);

/** A submission port whose first calls hang (a dead connection) until told to answer; records every id it was sent. */
function flakyServer() {
  const sent: string[] = [];
  let hanging = true;
  const submission: BookingSubmissionPort = {
    submit: async (input): Promise<SubmissionReceipt> => {
      sent.push(input.id);
      return hanging ? never() : { bookingId: input.id, reservationCode: 'KVTN-2027' };
    },
    lookup: async () => null,
    verifyEmail: never,
  };
  return { submission, sent, recover: () => void (hanging = false) };
}

/** A challenge source that answers at once, or hangs (a widget whose worker never settles) while `stuck`. */
function challenges(stuck = { value: false }): ChallengeSource {
  return { issue: never, take: async () => (stuck.value ? never<string>() : 'solved'), attach: () => () => undefined };
}

function formOn(submission: BookingSubmissionPort, challenge: ChallengeSource, kind: 'full' | 'simple' = 'full') {
  const store = createBookingFormStore({ submission, challenge, kind, clock: () => 0 });
  const typed = aBookingInput({ kind });
  store.setState({ values: typed, shownAt: -60_000 });
  return { store, typed };
}

describe('booking forms: the submit and the bot challenge have a deadline (fake timers)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  for (const kind of ['full', 'simple'] as const) {
    it(`${kind}: a submit that gets no answer turns into "not sent" after ${FORM_DEADLINE_MS} ms, keeps everything typed, and the retry reuses the id`, async () => {
      const server = flakyServer();
      const { store, typed } = formOn(server.submission, challenges(), kind);
      const sending = store.getState().submit({});
      await vi.advanceTimersByTimeAsync(FORM_DEADLINE_MS - 1);
      expect(store.getState().status).toBe('sending');
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(store.getState()).toMatchObject({ status: 'failed', failure: 'network/unavailable', values: typed, receipt: null });

      server.recover();
      await store.getState().submit({});
      expect(store.getState()).toMatchObject({ status: 'sent', receipt: { bookingId: typed.id, reservationCode: 'KVTN-2027' } });
      expect(server.sent).toEqual([typed.id, typed.id]);
    });
  }

  it('a bot challenge that never settles is "not sent" after the deadline, and nothing reached the server', async () => {
    const server = flakyServer();
    server.recover();
    const stuck = { value: true };
    const { store, typed } = formOn(server.submission, challenges(stuck));
    const sending = store.getState().submit({});
    await vi.advanceTimersByTimeAsync(FORM_DEADLINE_MS);
    await sending;
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'network/unavailable', values: typed });
    expect(server.sent).toEqual([]);
    stuck.value = false;
    await store.getState().submit({});
    expect(store.getState().status).toBe('sent');
    expect(server.sent).toEqual([typed.id]);
  });

  it('an answer within the deadline is taken as it comes: no failure is reported afterwards', async () => {
    let answer!: (receipt: SubmissionReceipt) => void;
    const slow: BookingSubmissionPort = {
      submit: (_input, _signals: SubmissionSignals) => new Promise<SubmissionReceipt>((resolve) => (answer = resolve)),
      lookup: async () => null,
      verifyEmail: never,
    };
    const { store, typed } = formOn(slow, challenges());
    const sending = store.getState().submit({});
    await vi.advanceTimersByTimeAsync(FORM_DEADLINE_MS - 100);
    answer({ bookingId: typed.id, reservationCode: 'KVTN-2027' });
    await sending;
    await vi.advanceTimersByTimeAsync(FORM_DEADLINE_MS);
    expect(store.getState()).toMatchObject({ status: 'sent', failure: null });
  });
});
