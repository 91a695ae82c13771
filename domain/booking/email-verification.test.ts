import { describe, expect, it } from 'vitest';
import type { DateLock } from './booking';
import { awaitsEmailVerification, holdOnVerification, parseVerifyToken, verifyToken, type HoldOnVerification } from './email-verification';

const secret = 'q'.repeat(43);
const now = new Date('2027-01-10T12:00:00.000Z');
const request = { id: 'r1', status: 'new' as const, weddingDate: '2027-06-12' };
const base: HoldOnVerification = { booking: request, verifiedAt: now.toISOString(), lock: null, others: [], policy: { kind: 'hold', days: 7 }, now };
const held = (bookingId: string, date = '2027-06-12', expiresAt?: string): DateLock => ({ date, reason: 'held', bookingId, ...(expiresAt ? { expiresAt } : {}) });

describe('the e-mail confirmation token', () => {
  it('is the booking id and a 43-character base64url secret; anything else is no token', () => {
    expect(parseVerifyToken(verifyToken('2f1c-uuid.with.dots', secret))).toEqual({ bookingId: '2f1c-uuid.with.dots', secret });
    for (const token of [undefined, 42, '', secret, `.${secret}`, `r1.${secret}=`, `r1.${secret.slice(1)}`, `a/b.${secret}`, `r1.${'+'.repeat(43)}`, `${'x'.repeat(300)}.${secret}`]) {
      expect(parseVerifyToken(token), String(token)).toBeNull();
    }
  });
});

describe('what confirming the e-mail holds (holdOnVerification)', () => {
  it('under `hold` a free day is held for the policy days from the first confirmation', () => {
    const until = '2027-01-17T12:00:00.000Z';
    expect(holdOnVerification(base)).toEqual({ result: { weddingDate: '2027-06-12', outcome: 'held', until }, change: { set: held('r1', '2027-06-12', until) } });
    // Confirmed two days ago (the day was taken then), the hold still ends seven days after that first confirmation.
    const again = holdOnVerification({ ...base, verifiedAt: '2027-01-08T12:00:00.000Z' });
    expect(again.result.until).toBe('2027-01-15T12:00:00.000Z');
  });

  it('under hold-until-confirmed the hold has no end; under none nothing is held', () => {
    expect(holdOnVerification({ ...base, policy: { kind: 'hold-until-confirmed' } })).toEqual({ result: { weddingDate: '2027-06-12', outcome: 'held' }, change: { set: held('r1') } });
    expect(holdOnVerification({ ...base, policy: { kind: 'none' } })).toEqual({ result: { weddingDate: '2027-06-12', outcome: 'no-hold' }, change: {} });
  });

  it('its own live hold is kept as it is (no renewal); once its days are over nothing is held again', () => {
    const own = held('r1', '2027-06-12', '2027-01-15T12:00:00.000Z');
    expect(holdOnVerification({ ...base, lock: own, verifiedAt: '2027-01-08T12:00:00.000Z' })).toEqual({
      result: { weddingDate: '2027-06-12', outcome: 'held', until: own.expiresAt },
      change: {},
    });
    expect(holdOnVerification({ ...base, lock: own, verifiedAt: '2027-01-01T12:00:00.000Z', now: new Date('2027-01-15T12:00:00.000Z') }).result.outcome).toBe('no-hold');
  });

  it("another booking, another request's live hold or a day off leaves the request a request; an expired hold does not", () => {
    for (const lock of [held('r2', '2027-06-12', '2027-01-11T00:00:00.000Z'), { date: '2027-06-12', reason: 'booked', bookingId: 'r2' } as DateLock, { date: '2027-06-12', reason: 'blocked' } as DateLock]) {
      expect(holdOnVerification({ ...base, lock }), lock.reason).toEqual({ result: { weddingDate: '2027-06-12', outcome: 'taken' }, change: {} });
    }
    expect(holdOnVerification({ ...base, lock: held('r2', '2027-06-12', '2027-01-10T12:00:00.000Z') }).result.outcome).toBe('held');
  });

  it("one live hold per e-mail: another request of the address holding its day refuses, naming that day; a lapsed or answered one does not", () => {
    const other = { id: 'r0', status: 'new' as const, weddingDate: '2027-07-03' };
    const live = { booking: other, lock: held('r0', '2027-07-03', '2027-01-12T00:00:00.000Z') };
    expect(holdOnVerification({ ...base, others: [live] })).toEqual({ result: { weddingDate: '2027-06-12', outcome: 'one-hold', heldDate: '2027-07-03' }, change: {} });
    expect(holdOnVerification({ ...base, others: [{ ...live, lock: held('r0', '2027-07-03', '2027-01-10T11:00:00.000Z') }] }).result.outcome).toBe('held');
    expect(holdOnVerification({ ...base, others: [{ ...live, booking: { ...other, status: 'declined' } }] }).result.outcome).toBe('held');
    // The request itself among the address's requests is no rival.
    expect(holdOnVerification({ ...base, others: [{ booking: request, lock: null }] }).result.outcome).toBe('held');
  });

  it('an answered request holds nothing, whatever the policy', () => {
    for (const status of ['confirmed', 'declined', 'withdrawn', 'cancelled'] as const) {
      expect(holdOnVerification({ ...base, booking: { ...request, status } }).result.outcome, status).toBe('no-hold');
    }
  });
});

describe('awaitsEmailVerification', () => {
  it('is true only for a web request with a confirmation link that nobody has used yet', () => {
    expect(awaitsEmailVerification({ emailTokenDigest: 'ab' })).toBe(true);
    expect(awaitsEmailVerification({ emailTokenDigest: 'ab', emailVerifiedAt: now.toISOString() })).toBe(false);
    // Requests from before the confirmation existed, and bookings entered by hand, have no link to confirm with.
    expect(awaitsEmailVerification({})).toBe(false);
  });
});
