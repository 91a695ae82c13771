import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../domain/booking/booking-policy';
import { signalsLookAutomated } from './signals-look-automated';

describe('signalsLookAutomated', () => {
  it('lets a person through and stops a filled honeypot or a form sent faster than a person types', () => {
    expect(signalsLookAutomated({ honeypot: '', fillMs: DEFAULT_BOOKING_POLICY.minFillMs })).toBe(false);
    expect(signalsLookAutomated({ honeypot: 'http://spam', fillMs: 60_000 })).toBe(true);
    expect(signalsLookAutomated({ honeypot: '', fillMs: DEFAULT_BOOKING_POLICY.minFillMs - 1 })).toBe(true);
  });

  it('treats missing or malformed signals (a script posting straight to the function) as a bot', () => {
    for (const raw of [undefined, null, 'x', {}, { fillMs: '60000' }, { fillMs: Number.NaN }]) expect(signalsLookAutomated(raw), String(raw)).toBe(true);
  });
});
