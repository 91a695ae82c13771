import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { seededRandom } from '../../tests/support/seeded-random';
import { createReservationCode } from '../booking/booking';
import { lockChange } from '../booking/date-lock';
import { nextVariableSymbol, variableSymbol } from './variable-symbol';

describe('variable symbol', () => {
  it('is the wedding day as YYMMDD plus four digits of the reservation code: 10 digits', () => {
    const symbol = variableSymbol({ weddingDate: '2027-06-12', reservationCode: 'ABCD-EFGH' });
    expect(symbol).toMatch(/^270612\d{4}$/);
    expect(symbol).toBe(variableSymbol({ weddingDate: '2027-06-12', reservationCode: 'abcd-efgh' }));
  });

  it('differs for two bookings that may both be asked to pay: the date lock keeps them on different days', () => {
    // The argument of variable-symbol.ts: a confirmed booking holds its day's lock, so a second confirmation of
    // the same day is refused; bookings that can be asked for a deposit therefore differ in the YYMMDD part.
    const first = aBooking({ id: 'a', status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'ABCD-EFGH' });
    const lock = lockChange(null, first, null).set!;
    const second = aBooking({ id: 'b', status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'ABCD-EFGH' });
    expect(() => lockChange({ ...second, status: 'new' }, second, lock)).toThrow();

    const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10));
    const symbols = days.map((weddingDate) => variableSymbol({ weddingDate, reservationCode: createReservationCode() }));
    expect(new Set(symbols).size).toBe(days.length);
    expect(symbols.every((symbol) => /^\d{10}$/.test(symbol))).toBe(true);
  });

  it('tells a cancelled booking and its successor on the same day apart by the code digits', () => {
    const codes = Array.from({ length: 200 }, (_, i) => createReservationCode(seededRandom(i + 1)));
    const symbols = new Set(codes.map((reservationCode) => variableSymbol({ weddingDate: '2027-06-12', reservationCode })));
    expect(symbols.size).toBeGreaterThan(195);
  });
});

describe('the next variable symbol', () => {
  it('keeps the day and counts the four digits up, wrapping at 10 000', () => {
    expect(nextVariableSymbol('2706120042')).toBe('2706120043');
    expect(nextVariableSymbol('2706129999')).toBe('2706120000');
  });
});
