import type { Booking } from '../booking/booking';

/** Czech payment rules: a variable symbol (variabilní symbol) is at most 10 digits. */
export const VARIABLE_SYMBOL_MAX_DIGITS = 10;

/**
 * The variable symbol a couple pays the deposit with, derived (not stored) from the booking so it never drifts:
 * the wedding day as YYMMDD followed by four digits derived from the reservation code — 10 digits.
 *
 * Why it is unique: a deposit is asked only of a booking in a date-taking status (confirmed and on), and the date
 * lock (domain/booking/date-lock.ts) lets at most one such booking hold a given day. So among the bookings that are
 * asked to pay, no two share the YYMMDD part. The year's two digits repeat only a century later. The suffix tells a
 * confirmed booking apart from an earlier one for the same day that was cancelled (a late payment of the cancelled
 * one is then recognisable), which is as good as four digits can be: 1 in 10 000 for two such bookings.
 * A leading zero (years 2100–2109) would be insignificant to banks, but the number stays unique as a number.
 */
export function variableSymbol(booking: Pick<Booking, 'weddingDate' | 'reservationCode'>): string {
  const [year, month, day] = booking.weddingDate.split('-');
  return `${year!.slice(2)}${month}${day}${codeDigits(booking.reservationCode)}`;
}

/** Four digits from the reservation code: its characters read as a number (char codes, base 97) modulo 10 000. */
function codeDigits(code: string): string {
  let value = 0;
  for (const char of code.toUpperCase().replace(/[^A-Z0-9]/g, '')) value = (value * 97 + char.charCodeAt(0)) % 10_000;
  return String(value).padStart(4, '0');
}
