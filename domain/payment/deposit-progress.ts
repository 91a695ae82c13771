import { amountDue } from './amount-due';
import type { DepositInstructions } from './deposit-instructions';
import { spaydString } from './spayd';

/** What the bank has brought towards a booking's deposit (issue 21), shown to the couple and on the desk alike. */
export interface DepositProgress {
  receivedHalere: number;
  /** What is still to pay, in haléře (0 when the deposit is reached). */
  remainingHalere: number;
  /** What came beyond the deposit, in haléře (0 when nothing did). */
  overpaidHalere: number;
  /** QR Platba for just the rest, while the deposit awaits payment and something is left. */
  restSpayd?: string;
}

/**
 * The instructions with what the booking's variable symbol has brought: nothing received leaves them as they are (the
 * whole deposit to pay). Counted against the instructions' amount — the same deposit the matching rule settles on
 * (application/payment/import-bank-transactions.ts expectedHalere) — so the portal never says "left to pay" for a
 * booking the import has settled. The rest's QR Platba keeps the symbol, due date and message, only the amount drops.
 */
export function withPayments(instructions: DepositInstructions, receivedHalere: number): DepositInstructions {
  if (!Number.isSafeInteger(receivedHalere) || receivedHalere <= 0) return instructions;
  const expectedHalere = instructions.amountCzk * 100;
  const { remainingHalere, overpaidHalere } = amountDue(expectedHalere, receivedHalere);
  const awaiting = !instructions.paid && remainingHalere > 0;
  const restSpayd = awaiting
    ? spaydString({
        iban: instructions.iban,
        amountCzk: remainingHalere / 100,
        variableSymbol: instructions.variableSymbol,
        dueDate: instructions.dueDate,
        message: instructions.message,
      })
    : undefined;
  return { ...instructions, progress: { receivedHalere, remainingHalere, overpaidHalere, ...(restSpayd ? { restSpayd } : {}) } };
}
