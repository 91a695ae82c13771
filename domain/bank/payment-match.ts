import type { Booking } from '../booking/booking';
import { isIncoming, type BankTransaction } from './bank-transaction';
import { amountDue } from '../payment/amount-due';

/** The currency deposits are asked in (QR Platba's CC): a payment in any other is left to the photographer. */
export const DEPOSIT_CURRENCY = 'CZK';

/** Who a variable symbol was given to, as the symbol registry knows it: a booking, one since erased, or nobody. */
export type SymbolOwner =
  | {
      kind: 'booking';
      booking: Pick<Booking, 'id' | 'status'>;
      /** The deposit asked of this booking in haléře; null when none is asked (no deposit settings, no price). */
      expectedHalere: number | null;
      /** What earlier transactions with its symbol brought, in haléře. */
      receivedHalere: number;
    }
  | { kind: 'erased' }
  | { kind: 'none' };

export type UnassignedReason = 'no-symbol' | 'unknown-symbol' | 'erased-booking' | 'foreign-currency';

/**
 * What one bank transaction means for the deposits. `settles` is true exactly when the booking becomes deposit-paid
 * with it (its status was `confirmed` and everything its symbol brought reaches the deposit).
 */
export type PaymentMatch =
  | { kind: 'duplicate' }
  | { kind: 'not-incoming' }
  | { kind: 'unassigned'; reason: UnassignedReason }
  | { kind: 'paid'; bookingId: string; receivedHalere: number; settles: boolean }
  | { kind: 'partial'; bookingId: string; receivedHalere: number; remainingHalere: number }
  | { kind: 'overpaid'; bookingId: string; receivedHalere: number; overpaidHalere: number; settles: boolean }
  /** Assigned by its symbol, but nothing to settle: no deposit is asked, or the booking is cancelled or done. */
  | { kind: 'received'; bookingId: string; receivedHalere: number };

/** Statuses in which a received deposit is counted against what was asked (later ones only accumulate). */
const SETTLED_OR_AWAITING: readonly Booking['status'][] = ['confirmed', 'deposit-paid'];

/**
 * Statuses a payment may be assigned to by hand: what the couple owes (the deposit, the rest after the wedding).
 * A request not yet confirmed owes nothing (and would get no receipt, which a VAT payer owes within 15 days of any
 * payment); money for a declined, withdrawn or cancelled booking goes back to the payer.
 */
const TAKES_PAYMENTS: readonly Booking['status'][] = [...SETTLED_OR_AWAITING, 'completed'];
export const takesPayments = (status: Booking['status']): boolean => TAKES_PAYMENTS.includes(status);

/**
 * The matching rule: a transaction already recorded changes nothing; money out and reversals are no payments; an
 * incoming payment in CZK is assigned by its variable symbol to the booking it was given to (never to a booking since
 * erased: a symbol is never given twice, so an old statement cannot pay for a new couple). For a confirmed booking
 * the sum of everything its symbol brought decides: at least the deposit settles it (more is also reported as
 * overpaid), less is partial with what is left. A booking already deposit-paid reports the surplus as overpaid.
 */
export function matchPayment(transaction: BankTransaction, alreadyRecorded: boolean, owner: SymbolOwner): PaymentMatch {
  if (alreadyRecorded) return { kind: 'duplicate' };
  if (!isIncoming(transaction)) return { kind: 'not-incoming' };
  if (transaction.currency !== DEPOSIT_CURRENCY) return { kind: 'unassigned', reason: 'foreign-currency' };
  if (transaction.variableSymbol === null) return { kind: 'unassigned', reason: 'no-symbol' };
  if (owner.kind === 'erased') return { kind: 'unassigned', reason: 'erased-booking' };
  if (owner.kind === 'none') return { kind: 'unassigned', reason: 'unknown-symbol' };
  return matchToBooking(transaction.amountHalere, owner);
}

/**
 * An incoming CZK payment counted for a booking (found by its symbol, or chosen by the photographer for a payment
 * that had none): everything the booking's payments brought decides, as matchPayment says.
 */
export function matchToBooking(amountHalere: number, owner: Extract<SymbolOwner, { kind: 'booking' }>): PaymentMatch {
  const bookingId = owner.booking.id;
  const receivedHalere = owner.receivedHalere + amountHalere;
  const expected = owner.expectedHalere;
  if (expected === null || !SETTLED_OR_AWAITING.includes(owner.booking.status)) return { kind: 'received', bookingId, receivedHalere };
  const settles = owner.booking.status === 'confirmed';
  const { remainingHalere, overpaidHalere } = amountDue(expected, receivedHalere);
  if (remainingHalere > 0) return settles ? { kind: 'partial', bookingId, receivedHalere, remainingHalere } : { kind: 'received', bookingId, receivedHalere };
  if (overpaidHalere === 0) return { kind: 'paid', bookingId, receivedHalere, settles };
  return { kind: 'overpaid', bookingId, receivedHalere, overpaidHalere, settles };
}

/** The booking a match assigns the transaction to, if any. */
export function assignedBooking(match: PaymentMatch): string | null {
  return 'bookingId' in match ? match.bookingId : null;
}
