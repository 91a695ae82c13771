import type { BookingPricing } from '../booking/booking';
import { DomainError } from '../errors';
import { formatDate } from '../formatting/czech';
import { amountDue } from '../payment/amount-due';
import { normaliseIban } from '../payment/iban';
import { spaydString } from '../payment/spayd';
import { documentMoney } from './document-format';
import type { DocumentContent, DocumentCustomer, DocumentLine, DocumentPayment, DocumentReference } from './document-content';
import { formatDocumentNumber, type DocumentKind, type DocumentNumber } from './document-kind';
import { DOCUMENT_NOTES, DOCUMENT_TITLES, LINE_TEXTS } from './document-texts';
import type { TraderIdentity } from './trader';
import { requireTraderCanIssue } from './trader-validation';
import { lineBases, vatFromInclusive, vatRecap, type VatSplit } from './vat';

/** What every document is issued with: its number (from the series), the day of issue, the trader as she is now. */
export interface DocumentIssue {
  readonly number: DocumentNumber;
  readonly issueDate: string;
  readonly trader: TraderIdentity;
}

/** The part of a booking a document needs; the couple's personal data goes no further than name (and e-mail). */
export interface DocumentBooking {
  readonly bookingId: string;
  readonly customer: DocumentCustomer;
  readonly weddingDate: string;
  readonly variableSymbol: string;
}

const CZK = 100;

export function requireAmount(halere: number): void {
  if (!Number.isSafeInteger(halere) || halere <= 0) throw new DomainError('document/amount-invalid', `Not an amount to put on a document: ${halere}`);
}

/** The parts every kind shares; also checks the trader and that the number belongs to this kind. */
export function documentBase(kind: DocumentKind, issue: DocumentIssue, booking: DocumentBooking) {
  requireTraderCanIssue(issue.trader);
  if (issue.number.kind !== kind) throw new RangeError(`A ${issue.number.kind} number on a ${kind}`);
  const payer = issue.trader.vat.payer;
  return {
    kind,
    number: issue.number,
    printedNumber: formatDocumentNumber(issue.number),
    title: payer ? DOCUMENT_TITLES[kind].payer : DOCUMENT_TITLES[kind].nonPayer,
    bookingId: booking.bookingId,
    issueDate: issue.issueDate,
    supplier: issue.trader,
    customer: booking.customer,
    variableSymbol: booking.variableSymbol,
  };
}

/** Lines with a payer's VAT filled in (one rate: the trader's), and their recapitulation. */
function taxedLines(lines: readonly Omit<DocumentLine, 'vat'>[], trader: TraderIdentity): { lines: DocumentLine[]; recap: VatSplit[] } {
  if (!trader.vat.payer) return { lines: [...lines], recap: [] };
  const ratePercent = trader.vat.ratePercent;
  const recap = vatRecap(lines.map((line) => ({ totalHalere: line.totalHalere, ratePercent })));
  const split = recap[0] ?? vatFromInclusive(0, ratePercent);
  const bases = lineBases(lines.map((line) => line.totalHalere), split);
  return {
    lines: lines.map((line, index) => {
      const baseHalere = bases[index] ?? 0;
      return { ...line, vat: { ratePercent, baseHalere, taxHalere: line.totalHalere - baseHalere } };
    }),
    recap,
  };
}

function payment(trader: TraderIdentity, booking: DocumentBooking, amountHalere: number, dueDate: string, message: string): DocumentPayment {
  requireAmount(amountHalere);
  const iban = normaliseIban(trader.iban);
  const spayd = spaydString({ iban, amountCzk: amountHalere / CZK, variableSymbol: booking.variableSymbol, dueDate, message, recipientName: trader.name });
  return { iban, variableSymbol: booking.variableSymbol, dueDate, amountHalere, spayd };
}

const taxNotes = (trader: TraderIdentity): string[] => (trader.vat.payer ? [] : [DOCUMENT_NOTES.notVatPayer]);

/** Zálohová faktura at confirmation: the deposit to pay, with its QR Platba. Never a tax document. */
export function buildDepositInvoice(issue: DocumentIssue, booking: DocumentBooking, deposit: { amountCzk: number; dueDate: string }): DocumentContent {
  const totalHalere = deposit.amountCzk * CZK;
  requireAmount(totalHalere);
  const common = documentBase('deposit-invoice', issue, booking);
  return {
    ...common,
    lines: [{ description: LINE_TEXTS.deposit(formatDate(booking.weddingDate)), quantity: 1, totalHalere }],
    taxDocument: false,
    vatRecap: [],
    totalHalere,
    deductions: [],
    payableHalere: totalHalere,
    payment: payment(issue.trader, booking, totalHalere, deposit.dueDate, `${common.title} ${common.printedNumber}`),
    notes: [DOCUMENT_NOTES.notTaxDocument, ...(issue.trader.vat.payer ? [DOCUMENT_NOTES.receiptToFollow] : [DOCUMENT_NOTES.notVatPayer])],
  };
}

/**
 * The receipt of a payment: for a payer the daňový doklad k přijaté platbě (§ 28 zákona o DPH: within 15 days of the
 * payment; the tax point is the day it was received, § 29 odst. 1 písm. h; no unit price needed, § 29 odst. 3
 * písm. b), with the tax computed from the amount received (§ 37 odst. 2); for a non-payer a payment confirmation.
 */
export function buildPaymentReceipt(issue: DocumentIssue, booking: DocumentBooking, paid: { amountHalere: number; receivedOn: string }): DocumentContent {
  requireAmount(paid.amountHalere);
  const payer = issue.trader.vat.payer;
  const { lines, recap } = taxedLines([{ description: LINE_TEXTS.receivedPayment(formatDate(booking.weddingDate)), quantity: 1, totalHalere: paid.amountHalere }], issue.trader);
  return {
    ...documentBase('payment-receipt', issue, booking),
    taxPointDate: paid.receivedOn,
    lines,
    taxDocument: payer,
    vatRecap: recap,
    totalHalere: paid.amountHalere,
    deductions: [],
    payableHalere: 0,
    notes: payer ? [DOCUMENT_NOTES.vatFromPayment] : [DOCUMENT_NOTES.notTaxDocument, DOCUMENT_NOTES.notVatPayer],
  };
}

/** The agreed items as lines; a booking without agreed prices has nothing an invoice could state. */
function agreedLines(pricing: BookingPricing | undefined): Omit<DocumentLine, 'vat'>[] {
  if (!pricing) throw new DomainError('document/prices-unknown', 'The booking has no agreed prices');
  const items = [...(pricing.package ? [pricing.package] : []), ...pricing.extras];
  if (items.length === 0) throw new DomainError('document/prices-unknown', 'The booking has no agreed items');
  return items.map((item) => ({ description: item.name, quantity: 1, totalHalere: item.priceCzk * CZK }));
}

/**
 * The final invoice at completion: every agreed item, the deposits received deducted by their receipts, a QR Platba
 * for the rest. For a payer the tax point is the day of the supply and the tax of the deposits, already declared on
 * their receipts, is deducted from the invoice's own (§ 37a zákona o DPH).
 */
export function buildFinalInvoice(
  issue: DocumentIssue,
  booking: DocumentBooking & { readonly pricing: BookingPricing | undefined },
  settlement: { supplyDate: string; dueDate: string; receipts: readonly DocumentReference[] },
): DocumentContent {
  const { lines, recap } = taxedLines(agreedLines(booking.pricing), issue.trader);
  const totalHalere = lines.reduce((sum, line) => sum + line.totalHalere, 0);
  const deducted = settlement.receipts.reduce((sum, receipt) => sum + receipt.totalHalere, 0);
  if (settlement.receipts.some((receipt) => receipt.kind !== 'payment-receipt' || receipt.totalHalere <= 0)) {
    throw new DomainError('document/amount-invalid', 'A deduction is not a receipt of a payment');
  }
  const common = documentBase('final-invoice', issue, booking);
  // Payments above the price leave nothing to pay (never a negative amount in the QR Platba): the rest is a přeplatek.
  const { remainingHalere: payableHalere, overpaidHalere } = amountDue(totalHalere, deducted);
  const receiptNumbers = settlement.receipts.map((receipt) => receipt.number).join(', ');
  return {
    ...common,
    ...(issue.trader.vat.payer ? { taxPointDate: settlement.supplyDate } : {}),
    lines,
    taxDocument: issue.trader.vat.payer,
    vatRecap: recap,
    totalHalere,
    deductions: settlement.receipts,
    payableHalere,
    ...(overpaidHalere > 0 ? { overpaidHalere } : {}),
    ...(payableHalere > 0 ? { payment: payment(issue.trader, booking, payableHalere, settlement.dueDate, `${common.title} ${common.printedNumber}`) } : {}),
    notes: [
      ...(settlement.receipts.length > 0 ? [DOCUMENT_NOTES.deductedDeposits(receiptNumbers)] : []),
      ...(overpaidHalere > 0 ? [DOCUMENT_NOTES.overpaid(documentMoney(overpaidHalere))] : []),
      ...taxNotes(issue.trader),
    ],
  };
}

/** How an issued document is referred to later (by a final invoice deducting it, a correction of it). */
export function referenceTo(content: DocumentContent): DocumentReference {
  return {
    number: content.printedNumber,
    issueDate: content.issueDate,
    kind: content.kind,
    totalHalere: content.totalHalere,
    ...(content.vatRecap[0] ? { vat: content.vatRecap[0] } : {}),
  };
}

/** A payer's tax due on this document per rate: its recapitulation minus what its deducted receipts already taxed. */
export function vatAfterDeductions(content: DocumentContent): { rate: VatSplit; claimed: VatSplit; difference: VatSplit }[] {
  return content.vatRecap.map((rate) => {
    const claimedParts = content.deductions.map((deduction) => deduction.vat).filter((vat): vat is VatSplit => vat?.ratePercent === rate.ratePercent);
    const sum = (pick: (vat: VatSplit) => number) => claimedParts.reduce((total, vat) => total + pick(vat), 0);
    const claimed = { ratePercent: rate.ratePercent, baseHalere: sum((v) => v.baseHalere), taxHalere: sum((v) => v.taxHalere), totalHalere: sum((v) => v.totalHalere) };
    const difference = { ratePercent: rate.ratePercent, baseHalere: rate.baseHalere - claimed.baseHalere, taxHalere: rate.taxHalere - claimed.taxHalere, totalHalere: rate.totalHalere - claimed.totalHalere };
    return { rate, claimed, difference };
  });
}
