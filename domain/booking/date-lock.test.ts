import { describe, expect, it } from 'vitest';
import { coupleHold, effectiveLock, effectiveLocks, lockChange, ownLiveHold, publicLockRefusal } from './date-lock';

describe('lockChange', () => {
  const b = (status: 'new' | 'confirmed' | 'cancelled', id = 'b1') => ({ id, status, weddingDate: '2027-06-12' });
  const booked = { date: '2027-06-12', reason: 'booked' as const, bookingId: 'b1' };

  it('takes the date when a booking enters a date-taking status', () => {
    expect(lockChange(b('new'), b('confirmed'), null)).toEqual({ set: booked });
  });

  it('refuses a date another booking or a blocked day holds', () => {
    expect(() => lockChange(b('new', 'b2'), b('confirmed', 'b2'), booked)).toThrow(expect.objectContaining({ code: 'booking/date-taken' }));
    expect(() => lockChange(null, b('confirmed'), { date: '2027-06-12', reason: 'blocked' })).toThrow(
      expect.objectContaining({ code: 'booking/date-blocked' }),
    );
  });

  it('frees only its own lock when cancelled or deleted', () => {
    expect(lockChange(b('confirmed'), b('cancelled'), booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed'), null, booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed', 'b2'), null, booked)).toEqual({});
    expect(lockChange(b('confirmed'), b('confirmed'), booked)).toEqual({});
  });
});

describe('date holds', () => {
  const NOW = new Date('2027-03-01T10:00:00.000Z');
  const hold = { kind: 'hold', days: 7 } as const;
  const b = (status: 'new' | 'confirmed' | 'declined' | 'cancelled', id = 'b1') => ({ id, status, weddingDate: '2027-06-12' });
  const held = (bookingId: string, expiresAt?: string) => ({ date: '2027-06-12', reason: 'held' as const, bookingId, ...(expiresAt ? { expiresAt } : {}) });
  const live = '2027-03-05T10:00:00.000Z';
  const past = '2027-03-01T09:59:59.999Z';

  it('an expired hold counts as no lock; a live one, a hold without an end and other locks count', () => {
    expect(effectiveLock(held('b2', past), NOW)).toBeNull();
    expect(effectiveLock(held('b2', NOW.toISOString()), NOW)).toBeNull();
    expect(effectiveLock(held('b2', live), NOW)).toEqual(held('b2', live));
    expect(effectiveLock(held('b2'), NOW)).toEqual(held('b2'));
    expect(effectiveLock(null, NOW)).toBeNull();
    const locks = [held('a', past), held('b', live), { date: '2027-06-13', reason: 'blocked' as const }];
    expect(effectiveLocks(locks, NOW)).toEqual([held('b', live), { date: '2027-06-13', reason: 'blocked' }]);
  });

  it('a new request under `hold` takes a held lock that ends `days` later; under hold-until-confirmed one without an end', () => {
    expect(lockChange(null, b('new'), null, { now: NOW, holdPolicy: hold })).toEqual({ set: held('b1', '2027-03-08T10:00:00.000Z') });
    expect(lockChange(null, b('new'), null, { now: NOW, holdPolicy: { kind: 'hold-until-confirmed' } })).toEqual({ set: held('b1') });
  });

  it('no policy (or none): a new request takes nothing, as before holds existed', () => {
    expect(lockChange(null, b('new'), null, { now: NOW })).toEqual({});
    expect(lockChange(null, b('new'), null, { now: NOW, holdPolicy: { kind: 'none' } })).toEqual({});
  });

  it("another request's live hold refuses with booking/date-held, a new request and a confirmation alike", () => {
    const refused = expect.objectContaining({ code: 'booking/date-held' });
    expect(() => lockChange(null, b('new'), held('b2', live), { now: NOW, holdPolicy: hold })).toThrow(refused);
    expect(() => lockChange(null, b('new'), held('b2'), { now: NOW, holdPolicy: hold })).toThrow(refused);
    expect(() => lockChange(b('new'), b('confirmed'), held('b2', live), { now: NOW })).toThrow(refused);
    expect(() => lockChange(null, b('new'), booked2, { now: NOW, holdPolicy: hold })).toThrow(expect.objectContaining({ code: 'booking/date-taken' }));
  });

  it('an expired hold of another request is overwritten, by a new hold or a confirmation', () => {
    expect(lockChange(null, b('new'), held('b2', past), { now: NOW, holdPolicy: hold })).toEqual({ set: held('b1', '2027-03-08T10:00:00.000Z') });
    expect(lockChange(b('new'), b('confirmed'), held('b2', past), { now: NOW })).toEqual({ set: { date: '2027-06-12', reason: 'booked', bookingId: 'b1' } });
  });

  it('confirming the request that holds the day turns its hold (live or expired) into booked', () => {
    const booked = { set: { date: '2027-06-12', reason: 'booked', bookingId: 'b1' } };
    expect(lockChange(b('new'), b('confirmed'), held('b1', live), { now: NOW })).toEqual(booked);
    expect(lockChange(b('new'), b('confirmed'), held('b1', past), { now: NOW })).toEqual(booked);
    expect(lockChange(b('new'), b('confirmed'), held('b1'), { now: NOW })).toEqual(booked);
  });

  it("declining (or any answer that does not take the date) or deleting frees the request's own hold, never another's", () => {
    expect(lockChange(b('new'), b('declined'), held('b1', live), { now: NOW })).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('new'), b('declined'), held('b1', past), { now: NOW })).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('new'), null, held('b1'), { now: NOW })).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('new', 'b2'), b('declined', 'b2'), held('b1', live), { now: NOW })).toEqual({});
  });

  it('a request still new keeps its own hold; a replayed new request with its hold in place changes nothing', () => {
    expect(lockChange(b('new'), b('new'), held('b1', live), { now: NOW })).toEqual({});
    expect(lockChange(null, b('new'), held('b1', live), { now: NOW, holdPolicy: hold })).toEqual({});
  });

  it('the public form is told held or taken, never whether a day is a day off', () => {
    expect(publicLockRefusal(held('b2'))).toBe('booking/date-held');
    expect(publicLockRefusal(booked2)).toBe('booking/date-taken');
    expect(publicLockRefusal({ date: '2027-06-12', reason: 'blocked' })).toBe('booking/date-taken');
  });
});

const booked2 = { date: '2027-06-12', reason: 'booked' as const, bookingId: 'b2' };

describe('ownLiveHold', () => {
  const request = { id: 'r1', status: 'new' as const, weddingDate: '2027-06-12' };
  const hold = { date: '2027-06-12', reason: 'held' as const, bookingId: 'r1', expiresAt: '2027-01-03T12:00:00.000Z' };
  const now = new Date('2027-01-02T12:00:00Z');

  it('is the request\'s own held lock while it lasts, with or without an end', () => {
    expect(ownLiveHold(request, hold, now)).toBe(hold);
    const open = { ...hold, expiresAt: undefined };
    expect(ownLiveHold(request, open, now)).toBe(open);
  });

  it('is null for an expired hold, another booking\'s hold, another day, a booked lock or a request no longer new', () => {
    expect(ownLiveHold(request, hold, new Date('2027-01-03T12:00:00Z'))).toBeNull();
    expect(ownLiveHold(request, { ...hold, bookingId: 'r2' }, now)).toBeNull();
    expect(ownLiveHold({ ...request, weddingDate: '2027-06-19' }, hold, now)).toBeNull();
    expect(ownLiveHold(request, { date: '2027-06-12', reason: 'booked', bookingId: 'r1' }, now)).toBeNull();
    expect(ownLiveHold({ ...request, status: 'declined' }, hold, now)).toBeNull();
    expect(ownLiveHold(request, null, now)).toBeNull();
  });
});

describe('coupleHold', () => {
  const request = { id: 'r1', status: 'new' as const, weddingDate: '2027-06-12' };
  const hold = { date: '2027-06-12', reason: 'held' as const, bookingId: 'r1', expiresAt: '2027-01-03T12:00:00.000Z' };
  const now = new Date('2027-01-02T12:00:00Z');

  it('tells the couple until when their own live hold lasts, or that it lasts until an answer', () => {
    expect(coupleHold(request, hold, now)).toEqual({ until: '2027-01-03T12:00:00.000Z' });
    expect(coupleHold(request, { ...hold, expiresAt: undefined }, now)).toEqual({});
  });

  it('tells nothing once the hold has ended or of a hold that is not theirs', () => {
    expect(coupleHold(request, hold, new Date('2027-01-03T12:00:01Z'))).toBeNull();
    expect(coupleHold(request, { ...hold, bookingId: 'r2' }, now)).toBeNull();
    expect(coupleHold({ ...request, status: 'confirmed' }, { date: '2027-06-12', reason: 'booked', bookingId: 'r1' }, now)).toBeNull();
  });
});
