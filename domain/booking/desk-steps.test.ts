import { describe, expect, it } from 'vitest';
import { deskSteps } from './desk-steps';

describe('the desk’s steps for a booking page', () => {
  it('puts the way forward first and the steps that end the booking apart', () => {
    expect(deskSteps('new')).toEqual({ primary: 'confirmed', ending: ['declined'], other: [] });
    expect(deskSteps('confirmed')).toEqual({ primary: 'deposit-paid', ending: ['cancelled'], other: [] });
    expect(deskSteps('deposit-paid')).toEqual({ primary: 'completed', ending: ['cancelled'], other: [] });
  });
  it('offers nothing from a closed booking, and never the couple’s own withdrawal', () => {
    for (const status of ['completed', 'declined', 'cancelled', 'withdrawn'] as const) expect(deskSteps(status)).toEqual({ primary: null, ending: [], other: [] });
    expect(Object.values(deskSteps('new')).flat()).not.toContain('withdrawn');
  });
});
