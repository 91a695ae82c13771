import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { DEFAULT_BOOKING_POLICY } from '../../../domain/booking/booking-policy';
import { DomainError } from '../../../domain/errors';
import { InMemoryBotChallenges } from '../../../adapters/memory/in-memory-bot-challenges';
import { createChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { FORM_DEADLINE_MS } from '../../shared/forms/deadline';
import { createContactStore } from './contact-store';

const filled = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '',
  weddingDate: '2027-06-12',
  message: 'Dobrý den, máte volno?',
  consent: true,
};

/** A person's pace: well over the policy's minimum fill time. */
const PERSON_MS = 60_000;

/** A store on the in-memory fake with a clock the test moves: the form is shown at 0 ms. */
function setup(options: { now?: () => Date } = {}) {
  const bot = new InMemoryBotChallenges({ botChallengeMaxCounter: 1 });
  const contact = new InMemoryContact({}, bot);
  let ms = 0;
  const store = createContactStore({ contact, challenge: createChallengeSource(bot), clock: () => ms, ...options });
  return { contact, store, wait: (by: number) => (ms += by) };
}

function fill(store: ReturnType<typeof createContactStore>) {
  for (const [field, value] of Object.entries(filled)) {
    store.getState().setField(field as keyof typeof filled, value as never);
  }
}

describe('contact store', () => {
  it('validates with the domain rule and sends nothing when invalid', async () => {
    const { contact, store, wait } = setup();
    wait(PERSON_MS);
    await store.getState().submit();
    expect(store.getState().errors).toMatchObject({ name: 'field/required', consent: 'consent/required' });
    expect(contact.messages).toHaveLength(0);
  });

  it('clears a field error as soon as the field is edited', async () => {
    const { store } = setup();
    await store.getState().submit();
    store.getState().setField('name', 'J');
    expect(store.getState().errors.name).toBeUndefined();
    expect(store.getState().errors.email).toBe('field/required');
  });

  it('sends a valid message and empties the form', async () => {
    const { contact, store, wait } = setup({ now: () => new Date('2026-11-22T10:00:00Z') });
    fill(store);
    wait(PERSON_MS);
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toEqual([expect.objectContaining({ email: 'jana@example.cz', consentAt: '2026-11-22T10:00:00.000Z' })]);
    expect(store.getState().values.name).toBe('');
  });

  it('keeps everything typed when sending fails, with the typed failure code', async () => {
    const { contact, store, wait } = setup();
    contact.failNext('network/unavailable');
    fill(store);
    wait(PERSON_MS);
    await store.getState().submit();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'network/unavailable', values: filled });
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toHaveLength(1);
  });

  it("puts the server's field codes next to the fields when its validation disagrees", async () => {
    const refusing = {
      send: async () => {
        throw new DomainError('message/too-short', 'message/too-short', { fields: { message: 'message/too-short' } });
      },
    };
    let ms = 0;
    const store = createContactStore({ contact: refusing, challenge: createChallengeSource(new InMemoryBotChallenges({ botChallengeMaxCounter: 1 })), clock: () => ms });
    fill(store);
    ms += PERSON_MS;
    await store.getState().submit();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'message/too-short', errors: { message: 'message/too-short' }, values: filled });
  });

  it('a message sent faster than a person can type shows "sent" but is neither stored nor sent', async () => {
    const { contact, store, wait } = setup();
    fill(store);
    wait(DEFAULT_BOOKING_POLICY.minFillMs - 1);
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toHaveLength(0);
  });

  it('a message that took exactly the minimum fill time is delivered', async () => {
    const { contact, store, wait } = setup();
    fill(store);
    wait(DEFAULT_BOOKING_POLICY.minFillMs);
    await store.getState().submit();
    expect(contact.messages).toHaveLength(1);
  });

  it('a filled honeypot shows "sent" but nothing is stored or sent', async () => {
    const { contact, store, wait } = setup();
    fill(store);
    store.getState().setHoneypot('https://spam.example');
    wait(PERSON_MS);
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toHaveLength(0);
  });

  it('"send another" restarts the fill timer and clears the honeypot', async () => {
    const { contact, store, wait } = setup();
    fill(store);
    store.getState().setHoneypot('x');
    wait(PERSON_MS);
    await store.getState().submit();
    store.getState().reset();
    expect(store.getState().honeypot).toBe('');

    // Long after the first form was shown, but only a moment after the fresh one: still too fast.
    fill(store);
    wait(DEFAULT_BOOKING_POLICY.minFillMs - 1);
    await store.getState().submit();
    expect(contact.messages).toHaveLength(0);

    store.getState().reset();
    fill(store);
    wait(PERSON_MS);
    await store.getState().submit();
    expect(contact.messages).toHaveLength(1);
  });
});

describe('contact store: the send and the bot challenge have a deadline (fake timers)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const never = <T>() => new Promise<T>(() => undefined);

  it(`a send without an answer, or a challenge that never settles, is "not sent" after ${FORM_DEADLINE_MS} ms with everything typed kept`, async () => {
    const hangs = { send: true, challenge: false };
    const delivered: string[] = [];
    const contact = { send: async (message: { email: string }) => (hangs.send ? never<void>() : void delivered.push(message.email)) };
    const challenge = { issue: never, take: async () => (hangs.challenge ? never<string>() : 'solved'), attach: () => () => undefined };
    let ms = 0;
    const store = createContactStore({ contact, challenge, clock: () => ms });
    fill(store);
    ms += PERSON_MS;
    for (const stuck of ['send', 'challenge'] as const) {
      Object.assign(hangs, { send: stuck === 'send', challenge: stuck === 'challenge' });
      const sending = store.getState().submit();
      await vi.advanceTimersByTimeAsync(FORM_DEADLINE_MS - 1);
      expect(store.getState().status, stuck).toBe('sending');
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(store.getState(), stuck).toMatchObject({ status: 'failed', failure: 'network/unavailable', values: filled });
    }
    hangs.challenge = false;
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(delivered).toEqual(['jana@example.cz']);
  });
});
