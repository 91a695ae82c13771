import { DomainError } from '../errors';
import { documentBase, requireAmount, type DocumentBooking, type DocumentIssue } from './build-documents';
import type { DocumentContent, DocumentLine, DocumentReference } from './document-content';
import { DOCUMENT_NOTES, LINE_TEXTS } from './document-texts';
import type { VatSplit } from './vat';

/** The corrected receipts' VAT reversed, summed per rate (rates ascending): what they declared, not a recomputation. */
function reversedRecap(lines: readonly DocumentLine[]): VatSplit[] {
  const byRate = new Map<number, VatSplit>();
  for (const { vat, totalHalere } of lines) {
    if (!vat) continue;
    const sum = byRate.get(vat.ratePercent) ?? { ratePercent: vat.ratePercent, baseHalere: 0, taxHalere: 0, totalHalere: 0 };
    byRate.set(vat.ratePercent, { ratePercent: vat.ratePercent, baseHalere: sum.baseHalere + vat.baseHalere, taxHalere: sum.taxHalere + vat.taxHalere, totalHalere: sum.totalHalere + totalHalere });
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/**
 * The document for a paid booking that is cancelled: every payment received is refunded, so it corrects every receipt
 * issued for the booking, one line per receipt. For a payer, the opravný daňový doklad: the received payments changed
 * before any supply took place (§ 42 odst. 1 písm. c zákona o DPH), with each original's number, the reason and the
 * differences in base, tax and total (§ 45), negative; for a non-payer a plain credit note (dobropis) naming the
 * confirmations it reverses.
 *
 * One document for all the receipts rather than one per receipt: the booking's cancellation keeps its one slot (so a
 * retried event or the sweep can never issue it twice, and it need not know at the event how many receipts will have
 * been issued), the cancellation notice carries one PDF, and ISDOC lists several originals
 * (OriginalDocumentReferences) with each line pointing to its own. Each line reverses its receipt's amount and the
 * VAT that receipt declared, to the haléř: the tax of the sum could differ from the sum of the taxes by rounding.
 */
export function buildCancellation(issue: DocumentIssue, booking: DocumentBooking, correction: { corrects: readonly DocumentReference[]; reason: string }): DocumentContent {
  const originals = correction.corrects;
  if (originals.length === 0) throw new DomainError('document/original-missing', 'A cancellation needs the documents it corrects');
  for (const original of originals) {
    if (original.kind !== 'payment-receipt') throw new DomainError('document/amount-invalid', `${original.number} is no receipt of a payment`);
    requireAmount(original.totalHalere);
  }
  const numbers = originals.map((original) => original.number);
  if (new Set(numbers).size !== numbers.length) throw new DomainError('document/amount-invalid', 'A receipt is corrected twice');
  const payer = issue.trader.vat.payer;
  const lines: DocumentLine[] = originals.map((original) => ({
    description: LINE_TEXTS.refund(original.number),
    quantity: 1,
    totalHalere: -original.totalHalere,
    // A receipt issued without VAT (before the trader became a payer) declared none: none is reversed.
    ...(payer && original.vat ? { vat: { ratePercent: original.vat.ratePercent, baseHalere: -original.vat.baseHalere, taxHalere: -original.vat.taxHalere } } : {}),
  }));
  const totalHalere = lines.reduce((sum, line) => sum + line.totalHalere, 0);
  return {
    ...documentBase('cancellation', issue, booking),
    ...(payer ? { taxPointDate: issue.issueDate } : {}),
    lines,
    taxDocument: payer,
    vatRecap: reversedRecap(lines),
    totalHalere,
    deductions: [],
    payableHalere: totalHalere,
    corrects: originals,
    reason: correction.reason,
    notes: payer ? [DOCUMENT_NOTES.correction(numbers)] : [DOCUMENT_NOTES.creditNote(numbers), DOCUMENT_NOTES.notTaxDocument, DOCUMENT_NOTES.notVatPayer],
  };
}
