import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/booking/booking';
import { VARIABLE_SYMBOLS } from '../../ports/wire/firestore-documents';

/**
 * The variable symbol registry (VARIABLE_SYMBOLS) in one transaction: `variableSymbolTaken` reads the symbol's document
 * (before the writes) and remembers the symbol it found free; `register` writes the booking's symbol when it is that one (a symbol the
 * booking had already is registered and is never checked again).
 */
export function variableSymbols(store: Firestore, tx: Transaction) {
  const ref = (symbol: string) => store.collection(VARIABLE_SYMBOLS).doc(symbol);
  let free: string | undefined;
  return {
    async variableSymbolTaken(symbol: string, bookingId: string) {
      // Any document takes the symbol: one naming another booking, or the tombstone an erased booking left.
      const entry = await tx.get(ref(symbol));
      const taken = entry.exists && entry.get('bookingId') !== bookingId;
      if (!taken) free = symbol;
      return taken;
    },
    register(booking: Booking) {
      if (booking.variableSymbol && booking.variableSymbol === free) tx.set(ref(free), { bookingId: booking.id });
    },
  };
}
