import type { Booking } from '../booking/booking';

/** Czech payment rules: a variable symbol (variabilní symbol) is at most 10 digits. */
export const VARIABLE_SYMBOL_MAX_DIGITS = 10;

/**
 * The variable symbol a couple pays the deposit with: the wedding day as YYMMDD followed by four digits derived from
 * the reservation code — 10 digits. It is derived once, when the booking first takes its date (the domain
 * changeStatus, booking-status.ts), and stored with the booking (Booking.variableSymbol), so a later move of the
 * wedding to another day (booking-move.ts) never changes the symbol the couple was sent in the confirmation. Bookings
 * confirmed before the symbol was stored have none: for them it is derived here from the current date, as it was.
 *
 * Why it is unique: a deposit is asked only of a booking in a date-taking status (confirmed and on), and the date
 * lock (domain/booking/date-lock.ts) lets at most one such booking hold a given day at a time. The YYMMDD part is the
 * day the booking held when it was confirmed, so two bookings share it only if one of them later left that day (a
 * move, or a cancellation) and the other was confirmed on it afterwards — or, for an old booking without a stored
 * symbol, was moved onto a day another booking had been confirmed on. Either way the four-digit suffix from the
 * reservation code still tells them apart, as it tells a confirmed booking from a cancelled one for the same day:
 * 1 in 10 000 for two such bookings. That last chance is closed where the symbol is stored: the confirming
 * transaction looks for another booking with the same symbol and, finding one, takes the next four digits
 * (nextVariableSymbol; application/booking/unique-variable-symbol.ts). The year's two digits repeat only a century
 * later.
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

/** The candidate after `symbol` when another booking has it: the same day, the four digits one up (modulo 10 000). */
export function nextVariableSymbol(symbol: string): string {
  const digits = (Number(symbol.slice(-4)) + 1) % 10_000;
  return `${symbol.slice(0, -4)}${String(digits).padStart(4, '0')}`;
}
