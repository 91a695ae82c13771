import { addDays, pragueDate } from '../../domain/booking/calendar';
import type { Booking } from '../../domain/booking/booking';
import type { RecordedBankTransaction } from '../../ports/units/bank-import-port';
import { depositAmount, readDepositSettings } from '../../domain/payment/deposit';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { demoSiteSettings } from './demo-content/demo-site';

/** The demo site names its days to pay; the fallback only satisfies the reader's signature. */
const DEMO_DUE_DAYS = 14;

/**
 * The desk's "Platby" in the demo: payments a statement brought that no booking took (no symbol, a mistyped one, euros)
 * and the demo couple's first half of their deposit (partial). Dates follow the demo's day, as its season does.
 */
export function demoBankPayments(now: Date, bookings: readonly Booking[]): RecordedBankTransaction[] {
  const today = pragueDate(now);
  const importedAt = now.toISOString();
  const base = { currency: 'CZK', reversal: false, source: 'camt053', importedAt } as const;
  const couple = bookings.find((b) => b.contact.email === DEMO_COUPLE_CONTACT.email && b.status === 'confirmed');
  // The demo site's own deposit rule, so the portal and the desk count the half against the deposit they show.
  const rule = readDepositSettings(demoSiteSettings.deposit, DEMO_DUE_DAYS)?.rule;
  const crowns = couple && rule ? depositAmount(couple.pricing, rule) : null;
  const deposit = crowns === null ? null : crowns * 100;
  const half = deposit === null ? null : Math.round(deposit / 2);
  const payments: RecordedBankTransaction[] = [
    { ...base, bankId: 'demo-2611-001', date: addDays(today, -1), amountHalere: 1_000_000, variableSymbol: null, counterAccount: '19-2000145399/0800', message: 'Záloha svatba Kateřina a Tomáš', match: { kind: 'unassigned', reason: 'no-symbol' } },
    { ...base, bankId: 'demo-2611-002', date: addDays(today, -3), amountHalere: 850_050, variableSymbol: '2707180042', counterAccount: '2001234567/2010', message: 'Svatba Pavla', match: { kind: 'unassigned', reason: 'unknown-symbol' } },
    { ...base, bankId: 'demo-2611-003', date: addDays(today, -6), amountHalere: 40_000, currency: 'EUR', variableSymbol: null, counterAccount: 'AT611904300234573201', message: 'Deposit wedding', match: { kind: 'unassigned', reason: 'foreign-currency' } },
  ];
  if (couple && deposit !== null && half !== null)
    payments.push({
      ...base,
      bankId: 'demo-2611-004',
      date: addDays(today, -2),
      amountHalere: half,
      variableSymbol: couple.variableSymbol ?? null,
      counterAccount: null,
      message: null,
      match: { kind: 'partial', bookingId: couple.id, receivedHalere: half, remainingHalere: deposit - half },
    });
  return payments;
}
