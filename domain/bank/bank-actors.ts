/**
 * Who a booking's history names for a deposit the bank's API settled (the scheduled import, no person): a label the
 * desk maps to its Czech name (src/texts/cs-admin.ts actors), so the stored history carries no UI text.
 */
export const BANK_FEED_ACTOR = 'system:bank-feed';

/**
 * The history note of a deposit a bank payment settled: the bank's reference, so the photographer can find the payment
 * in her statement. Stored wording (it stays in the booking's history), kept here with the bank's rules rather than
 * written in the use cases.
 */
export function bankPaymentNote(bankId: string, assignedByHand = false): string {
  return assignedByHand ? `Platba z banky ${bankId} přiřazena ručně` : `Platba z banky ${bankId}`;
}
