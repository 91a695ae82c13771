/** What is left of an amount asked once payments came: at most one of the two is above zero. */
export interface AmountDue {
  /** Still to pay, in haléře (0 when the payments reached the amount). */
  readonly remainingHalere: number;
  /** What came beyond the amount, in haléře (0 when nothing did): the přeplatek. */
  readonly overpaidHalere: number;
}

/**
 * The one money rule for "asked less received" (issue 21): the deposit's progress in the portal and on the desk, the
 * desk's receipt of the rest of a deposit, and the final invoice's amount due all use it, so none of them can ask a
 * negative amount (a QR Platba must never ask one) or forget what came beyond the price.
 */
export function amountDue(askedHalere: number, receivedHalere: number): AmountDue {
  if (!Number.isSafeInteger(askedHalere) || askedHalere < 0) throw new RangeError(`Not an amount asked: ${askedHalere}`);
  if (!Number.isSafeInteger(receivedHalere) || receivedHalere < 0) throw new RangeError(`Not an amount received: ${receivedHalere}`);
  return { remainingHalere: Math.max(0, askedHalere - receivedHalere), overpaidHalere: Math.max(0, receivedHalere - askedHalere) };
}
