import type { Booking } from '../../domain/booking/booking';
import { nextVariableSymbol } from '../../domain/payment/variable-symbol';
import type { VariableSymbolReads } from '../../ports/units/booking-desk-port';

/**
 * A booking that has just been given its variable symbol (its first date-taking status: domain changeStatus) keeps it
 * only when no other booking has it; otherwise it takes the next free one of the same day (nextVariableSymbol), so no
 * two couples are ever asked to pay with one symbol. `previous` is the symbol it had before the change: a booking that
 * already had one keeps it untouched (the couple was sent it).
 */
export async function withUniqueVariableSymbol(after: Booking, previous: string | undefined, reads: VariableSymbolReads): Promise<Booking> {
  if (!after.variableSymbol || after.variableSymbol === previous) return after;
  let symbol = after.variableSymbol;
  for (let tries = 0; tries < 10_000 && (await reads.variableSymbolTaken(symbol, after.id)); tries += 1) symbol = nextVariableSymbol(symbol);
  return symbol === after.variableSymbol ? after : { ...after, variableSymbol: symbol };
}
