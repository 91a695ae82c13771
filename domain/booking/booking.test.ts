import { describe, expect, it } from 'vitest';
import { createReservationCode, isReservationCode } from './booking';

describe('reservation codes', () => {
  it('are 4+4 characters without look-alikes', () => {
    let i = 0;
    const code = createReservationCode(() => ((i += 0.137) % 1));
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(code).not.toMatch(/[01OIL]/);
    expect(isReservationCode(code)).toBe(true);
    expect(isReservationCode(code.toLowerCase())).toBe(true);
  });
  it('rejects malformed codes', () => {
    for (const code of ['ABCD', 'ABCD-EFG0', 'ABCDEFGH', 'ABCD-EFGI']) expect(isReservationCode(code)).toBe(false);
  });
});
