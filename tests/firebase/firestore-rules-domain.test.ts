// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATCHABLE_FIELDS, bookingStatuses } from '../../domain/booking/booking';
import { COUPLE_ONLY_STATUSES, DATE_TAKING_STATUSES, INITIAL_STATUS, STATUS_TRANSITIONS } from '../../domain/booking/booking-status';

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

  it('the status every booking is created in', () => {
    const match = /function createdNew\(b\) \{\s*return b\.status == '([^']*)'[\s\S]*?get\('to', null\) == '([^']*)'/.exec(rules);
    expect(match, 'createdNew() in firestore.rules').not.toBeNull();
    expect([match![1], match![2]]).toEqual([INITIAL_STATUS, INITIAL_STATUS]);
    expect(rules).toMatch(/allow create: if isAdmin\(\) && validBooking\(id\) && createdNew\(request\.resource\.data\)/);
  });
});
