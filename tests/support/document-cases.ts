import type { BookingPricing } from '../../domain/booking/booking';
import { buildCancellation } from '../../domain/documents/build-cancellation';
import { buildDepositInvoice, buildFinalInvoice, buildPaymentReceipt, referenceTo } from '../../domain/documents/build-documents';
import type { DocumentContent } from '../../domain/documents/document-content';
import { aDocumentBooking, anIssue, aTrader, NON_PAYER_VAT, PAYER_VAT } from './document-mother';

export const AGREED: BookingPricing = {
  package: { slug: 'cely-den', name: 'Celý den – reportáž od příprav po první tanec', priceCzk: 45_000 },
  extras: [{ slug: 'album', name: 'Fotokniha 30 × 30 cm', priceCzk: 6_500 }],
};

export type DocumentCase = 'deposit' | 'receipt' | 'final' | 'cancellation' | 'overpaid' | 'cancellationOfTwo';

/**
 * One booking's documents from confirmation to cancellation or completion, in one VAT mode: the tests' real shapes.
 * `overpaid`: a final invoice whose two receipts exceed its price; `cancellationOfTwo`: a correction of two receipts.
 */
export function documentsOfABooking(mode: 'payer' | 'non-payer'): Record<DocumentCase, DocumentContent> {
  const trader = aTrader({ vat: mode === 'payer' ? PAYER_VAT : NON_PAYER_VAT, phone: '+420 777 123 456' });
  const booking = aDocumentBooking();
  const deposit = buildDepositInvoice(anIssue('deposit-invoice', { trader, issueDate: '2027-02-20' }), booking, { amountCzk: 10_000, dueDate: '2027-03-06' });
  const receipt = buildPaymentReceipt(anIssue('payment-receipt', { trader, issueDate: '2027-02-28' }), booking, { amountHalere: 1_000_000, receivedOn: '2027-02-27' });
  const final = buildFinalInvoice(anIssue('final-invoice', { trader, issueDate: '2027-06-20' }), { ...booking, pricing: AGREED }, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts: [referenceTo(receipt)] });
  const cancellation = buildCancellation(anIssue('cancellation', { trader, issueDate: '2027-04-02' }), booking, { corrects: [referenceTo(receipt)], reason: 'Zrušení rezervace – vrácení zálohy' });
  const second = buildPaymentReceipt(anIssue('payment-receipt', { trader, issueDate: '2027-03-10', sequence: 2 }), booking, { amountHalere: 4_200_050, receivedOn: '2027-03-09' });
  const receipts = [referenceTo(receipt), referenceTo(second)];
  const overpaid = buildFinalInvoice(anIssue('final-invoice', { trader, issueDate: '2027-06-20' }), { ...booking, pricing: AGREED }, { supplyDate: '2027-06-12', dueDate: '2027-07-04', receipts });
  const cancellationOfTwo = buildCancellation(anIssue('cancellation', { trader, issueDate: '2027-04-02' }), booking, { corrects: receipts, reason: 'Zrušení rezervace – vrácení záloh' });
  return { deposit, receipt, final, cancellation, overpaid, cancellationOfTwo };
}
