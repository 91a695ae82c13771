import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { assertCanAcceptContract, assertSameText, type ContractAcceptance, validateAcceptanceRequest } from './contract-acceptance';
import { contractState } from './contract-view';

const HASH = 'a'.repeat(64);
const form = { bookingId: 'b1', textSha256: HASH, namesTyped: '  Jana   Nováková, Petr Novák ', consent: true, withdrawalAcknowledged: true, expressStart: false };
const pricing = { package: { slug: 'p', name: 'Půl dne', priceCzk: 18000 }, extras: [] };

const anAcceptance = (overrides: Partial<ContractAcceptance> = {}): ContractAcceptance => ({
  bookingId: 'b1', templateVersion: 1, text: 'Smlouva v1: Půl dne', textSha256: HASH, namesTyped: 'Jana Nováková', email: 'jana@example.cz',
  ip: '203.0.113.5', userAgent: 'Mozilla/5.0', acceptedAt: '2026-11-27T10:00:00.000Z', withdrawalAcknowledged: true, expressStart: false, ...overrides,
});

describe('contract acceptance', () => {
  it('takes the names as typed, whitespace tidied, and records the express-start wish either way', () => {
    expect(validateAcceptanceRequest(form)).toEqual({ ok: true, value: { ...form, namesTyped: 'Jana Nováková, Petr Novák' } });
    const express = validateAcceptanceRequest({ ...form, expressStart: true });
    expect(express.ok && express.value.expressStart).toBe(true);
  });

  it('refuses blank names, a missing consent, a missing withdrawal acknowledgement and a malformed hash, each on its field', () => {
    expect(validateAcceptanceRequest({ ...form, namesTyped: '   ', consent: false, withdrawalAcknowledged: 'true', textSha256: 'xyz', bookingId: '' })).toEqual({
      ok: false,
      errors: { namesTyped: 'field/required', consent: 'consent/required', withdrawalAcknowledged: 'contract/withdrawal-required', textSha256: 'id/invalid', bookingId: 'id/invalid' },
    });
    expect(validateAcceptanceRequest({ ...form, namesTyped: 'x'.repeat(201) })).toEqual({ ok: false, errors: { namesTyped: 'field/too-long' } });
  });

  it('refuses a booking that is not confirmed', () => {
    for (const status of ['new', 'declined', 'cancelled', 'withdrawn', 'completed'] as const) {
      expect(() => assertCanAcceptContract(aBooking({ status }), null)).toThrow(expect.objectContaining({ code: 'contract/not-available' }));
    }
    expect(() => assertCanAcceptContract(aBooking({ status: 'confirmed' }), null)).not.toThrow();
    expect(() => assertCanAcceptContract(aBooking({ status: 'deposit-paid' }), null)).not.toThrow();
  });

  it('refuses a second acceptance', () => {
    expect(() => assertCanAcceptContract(aBooking({ status: 'confirmed' }), anAcceptance())).toThrow(expect.objectContaining({ code: 'contract/already-accepted' }));
  });

  it('refuses when the text shown is not the text rendered now', () => {
    expect(() => assertSameText(HASH, 'b'.repeat(64))).toThrow(expect.objectContaining({ code: 'contract/text-changed' }));
    expect(() => assertSameText(HASH, HASH)).not.toThrow();
  });

  it('keeps an accepted contract as accepted when the template changes; a booking not yet accepted gets the new version', () => {
    const booking = aBooking({ status: 'confirmed', pricing });
    const v2 = { version: 2, body: 'Smlouva v2: {{balicek}}' };
    const accepted = anAcceptance();
    expect(contractState(booking, accepted, v2, null)).toEqual({ state: 'accepted', acceptance: accepted });
    expect(contractState(booking, null, v2, null)).toEqual({ state: 'open', templateVersion: 2, text: 'Smlouva v2: Půl dne (18\u00a0000\u00a0Kč)' });
    expect(contractState(aBooking({ status: 'new', pricing }), null, v2, null)).toEqual({ state: 'unavailable' });
    expect(contractState(booking, null, null, null)).toEqual({ state: 'unavailable' });
  });
});
