// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATCHABLE_FIELDS, bookingStatuses, SERVER_ONLY_BOOKING_FIELDS } from '../../domain/booking/booking';
import { COUPLE_ONLY_STATUSES, DATE_TAKING_STATUSES, INITIAL_STATUS, STATUS_TRANSITIONS } from '../../domain/booking/booking-status';
import { holdsDate } from '../../domain/booking/date-hold';
import { DATE_LOCK_FIELDS, holdExpired } from '../../domain/booking/date-lock';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** A rules-language list or map literal of strings → JSON. */
function literal(text: string): unknown {
  return JSON.parse(text.replace(/'/g, '"').replace(/,(\s*[}\]])/g, '$1'));
}

describe('firestore.rules repeat the domain rules exactly (the rules language cannot import them)', () => {
  it('the statuses that take a date', () => {
    const match = /function takesDate\(status\) \{\s*return status in (\[[^\]]*\]);/.exec(rules);
    expect(match, 'takesDate() in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual([...DATE_TAKING_STATUSES]);
  });

  it('the statuses only the couple reaches (the desk may not write them)', () => {
    const match = /function coupleOnly\(status\) \{\s*return status in (\[[^\]]*\]);/.exec(rules);
    expect(match, 'coupleOnly() in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual([...COUPLE_ONLY_STATUSES]);
    expect(rules).toMatch(/legalTransition\(resource\.data\.status, request\.resource\.data\.status\)\s*&& !coupleOnly\(request\.resource\.data\.status\)/);
  });

  it('the legal status transitions', () => {
    const match = /let transitions = (\{[^;]*\});/.exec(rules);
    expect(match, 'legalTransition() in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual(JSON.parse(JSON.stringify(STATUS_TRANSITIONS)));
  });

  it('the statuses a booking may have', () => {
    for (const match of rules.matchAll(/status in (\['new'[^\]]*\])/g)) expect(literal(match[1]!)).toEqual([...bookingStatuses]);
  });

  it('the fields the photographer may change on a booking', () => {
    const match = /match \/bookings\/\{id\}[\s\S]*?allow update:[\s\S]*?\.hasOnly\((\[[^\]]*\])\)/.exec(rules);
    expect(match, 'the bookings update rule in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual([...ADMIN_PATCHABLE_FIELDS]);
  });

  it('the fields a desk client may never write, not even creating a booking', () => {
    const match = /function validBooking\(id\) \{[\s\S]*?!b\.keys\(\)\.hasAny\((\[[^\]]*\])\)/.exec(rules);
    expect(match, 'validBooking() in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual([...SERVER_ONLY_BOOKING_FIELDS]);
  });

  it('the status every booking is created in', () => {
    const match = /function createdNew\(b\) \{\s*return b\.status == '([^']*)'[\s\S]*?get\('to', null\) == '([^']*)'/.exec(rules);
    expect(match, 'createdNew() in firestore.rules').not.toBeNull();
    expect([match![1], match![2]]).toEqual([INITIAL_STATUS, INITIAL_STATUS]);
    expect(rules).toMatch(/allow create: if isAdmin\(\) && validBooking\(id\) && createdNew\(request\.resource\.data\)/);
  });

  it('the statuses that hold a date (date holds)', () => {
    const match = /function holdsDate\(status\) \{\s*let holding = (\[[^\]]*\]);\s*return status in holding;/.exec(rules);
    expect(match, 'holdsDate() in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual(bookingStatuses.filter(holdsDate));
  });

  it('when a hold has expired: its end at or before now', () => {
    const match = /function holdExpired\(lock\) \{\s*return ([^;]*);/.exec(rules);
    expect(match, 'holdExpired() in firestore.rules').not.toBeNull();
    expect(match![1]).toBe("lock.reason == 'held' && 'expiresAt' in lock && lock.expiresAt <= request.time");
    const at = (iso: string) => ({ date: '2027-06-12', reason: 'held' as const, bookingId: 'b', expiresAt: iso });
    expect(holdExpired(at('2027-03-01T12:00:00.000Z'), new Date('2027-03-01T12:00:00.000Z'))).toBe(true);
    expect(holdExpired(at('2027-03-01T12:00:00.001Z'), new Date('2027-03-01T12:00:00.000Z'))).toBe(false);
  });

  it('the fields a date lock may have', () => {
    const match = /match \/dateLocks\/\{date\}[\s\S]*?\.keys\(\)\.hasOnly\((\[[^\]]*\])\)/.exec(rules);
    expect(match, 'the dateLocks write rule in firestore.rules').not.toBeNull();
    expect(literal(match![1]!)).toEqual([...DATE_LOCK_FIELDS]);
  });
});
