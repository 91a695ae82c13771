import { describe, expect, it } from 'vitest';
import { nextVariableSymbol } from '../../domain/payment/variable-symbol';
import { aBooking } from '../../tests/support/booking-mother';
import { withUniqueVariableSymbol } from './unique-variable-symbol';

const takenBy = (symbols: Record<string, string>) => ({
  variableSymbolTaken: async (symbol: string, bookingId: string) => symbol in symbols && symbols[symbol] !== bookingId,
});

describe('a new variable symbol is unique', () => {
  const confirmed = aBooking({ id: 'b', status: 'confirmed', variableSymbol: '2806120042' });

  it('keeps a symbol nobody else has, or that is its own', async () => {
    expect(await withUniqueVariableSymbol(confirmed, undefined, takenBy({}))).toBe(confirmed);
    expect(await withUniqueVariableSymbol(confirmed, undefined, takenBy({ '2806120042': 'b' }))).toBe(confirmed);
  });

  it('takes the next free one of the same day when others have it', async () => {
    const taken = takenBy({ '2806120042': 'a', '2806120043': 'c' });
    expect((await withUniqueVariableSymbol(confirmed, undefined, taken)).variableSymbol).toBe(nextVariableSymbol('2806120043'));
  });

  it('never changes a symbol the booking already had (the couple was sent it), nor gives one to a booking without', async () => {
    expect(await withUniqueVariableSymbol(confirmed, '2806120042', takenBy({ '2806120042': 'a' }))).toBe(confirmed);
    const none = aBooking({ id: 'n', status: 'new' });
    expect(await withUniqueVariableSymbol(none, undefined, takenBy({}))).toBe(none);
  });
});
