import type { Booking, BookingStatus } from '../booking/booking';
import { pragueDate } from '../booking/calendar';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { amountDue } from '../payment/amount-due';
import type { DepositInstructions } from '../payment/deposit-instructions';
import type { BookingPricing } from '../booking/booking';
import { addDays } from '../booking/calendar';
import { documentCustomerOf } from './billing-details';
import type { DocumentBooking } from './build-documents';
import type { DocumentReference } from './document-content';
import type { DocumentKind } from './document-kind';
import { documentSlot } from './document-series';
import type { TraderIdentity } from './trader';

/**
 * What a document will say, fixed when the event happened (the booking may be edited or anonymised before the
 * document is issued): the couple as named then, and the deposit asked or the payment received.
 */
export interface DocumentBasis {
  readonly booking: DocumentBooking;
  /** A deposit invoice: the deposit asked at confirmation. */
  readonly deposit?: { readonly amountCzk: number; readonly dueDate: string };
  /** A payment receipt: the payment received. */
  readonly paid?: { readonly amountHalere: number; readonly receivedOn: string };
  /** A final invoice: the prices agreed, the day of the supply (the wedding) and the day the rest is due. */
  readonly final?: { readonly pricing: BookingPricing; readonly supplyDate: string; readonly dueDate: string };
}

/**
 * A document an event owes but that is not issued yet: written in the event's own transaction (no number is taken
 * there, so the event cannot take a number and then fail), issued after the commit by
 * application/documents/issue-pending-documents.ts, or by the sweep when that was cut short.
 */
export interface PendingDocument {
  /** pendingDocumentId: one per booking and slot, so a retried event writes it once. */
  readonly id: string;
  readonly bookingId: string;
  readonly kind: DocumentKind;
  readonly paymentId: string | null;
  readonly basis: DocumentBasis;
  /** The couple's mail that carries this document (the confirmation, "Záloha přijata", completion, cancellation), held until it is issued. */
  readonly mail: OutgoingMail | null;
  /** ISO instant of the event. */
  readonly createdAt: string;
  /** The deposit-invoice policy held it until the couple accepts the contract (domain/documents/document-policy.ts). */
  readonly waitsForContract?: boolean;
  /**
   * The trader and the instant of the issue, fixed once before the number is taken: a retry after a crash then
   * renders the very document that was numbered, whatever the CMS says by then.
   */
  readonly frozen?: {
    readonly trader: TraderIdentity;
    readonly issuedAt: string;
    /** A final invoice's or a cancellation's receipts of the booking, as they were issued (what it deducts or corrects). */
    readonly receipts?: readonly DocumentReference[];
  };
}

/** One pending document per booking and slot (documentSlot); Firestore ids take no '/'. */
export function pendingDocumentId(bookingId: string, kind: DocumentKind, paymentId: string | null): string {
  return `${bookingId}--${documentSlot(kind, paymentId ?? undefined)}`.replace(/\//g, '_');
}

/**
 * The couple's part of a document: their billing details where given, else their names, and the e-mail; nothing more
 * (no phone, no wedding details). Fixed in the pending record at the event, so a later change reaches later documents only.
 */
export function documentBookingOf(booking: Booking, variableSymbol: string): DocumentBooking {
  return { bookingId: booking.id, customer: documentCustomerOf(booking), weddingDate: booking.weddingDate, variableSymbol };
}

/** The payment a transition to deposit-paid received: the bank's movement, or the desk's marking (cash, another account). */
export interface ReceivedPayment {
  readonly paymentId: string;
  readonly amountHalere: number;
  readonly receivedOn: string;
}

/**
 * The documents a status change owes (issue 21), each held with the change's own mail: a confirmation asking a
 * deposit → the zálohová faktura, carried by the confirmation mail; a deposit settled → the receipt of that payment,
 * carried by "Záloha přijata"; completion → the final invoice (the agreed prices less the receipts), carried by the
 * thanks after the wedding; a booking cancelled after payments came (`receivedHalere`: what the bank brought it) → the
 * correction of its receipts, refunding them whole, carried by the cancellation notice. A booking whose deposit the photographer configured none for owes no invoice.
 */
export function documentsDue(
  before: BookingStatus,
  after: Booking,
  facts: { deposit: DepositInstructions | null; payment: ReceivedPayment | null; mail: OutgoingMail | null; now: Date; dueDays?: number; receivedHalere?: number },
): PendingDocument[] {
  if (before === after.status) return [];
  const createdAt = facts.now.toISOString();
  const due: PendingDocument[] = [];
  if (after.status === 'confirmed' && facts.deposit) {
    const { amountCzk, dueDate, variableSymbol } = facts.deposit;
    due.push(pending(after, 'deposit-invoice', null, { booking: documentBookingOf(after, variableSymbol), deposit: { amountCzk, dueDate } }, facts.mail, createdAt));
  }
  if (after.status === 'deposit-paid' && facts.payment && facts.deposit) {
    const { paymentId, amountHalere, receivedOn } = facts.payment;
    due.push(pending(after, 'payment-receipt', paymentId, { booking: documentBookingOf(after, facts.deposit.variableSymbol), paid: { amountHalere, receivedOn } }, facts.mail, createdAt));
  }
  const symbol = after.variableSymbol ?? facts.deposit?.variableSymbol;
  const items = after.pricing ? (after.pricing.package ? 1 : 0) + after.pricing.extras.length : 0;
  // A booking without agreed prices has nothing an invoice could state: the photographer invoices it by hand.
  if (after.status === 'completed' && after.pricing && items > 0 && symbol) {
    const final = { pricing: after.pricing, supplyDate: after.weddingDate, dueDate: addDays(pragueDate(facts.now), facts.dueDays ?? 14) };
    due.push(pending(after, 'final-invoice', null, { booking: documentBookingOf(after, symbol), final }, facts.mail, createdAt));
  }
  // Only a booking that was paid (in full or in part) has payments to correct (their receipts): an unpaid one owes nothing.
  const paidBefore = before === 'deposit-paid' || (before === 'confirmed' && (facts.receivedHalere ?? 0) > 0);
  if (after.status === 'cancelled' && paidBefore && symbol) {
    due.push(pending(after, 'cancellation', null, { booking: documentBookingOf(after, symbol) }, facts.mail, createdAt));
  }
  return due;
}

/** A payment received before the supply (the wedding) is owed its receipt; one after it pays the final invoice. */
const BEFORE_SUPPLY: readonly BookingStatus[] = ['confirmed', 'deposit-paid'];

/**
 * The receipt of a bank payment that changes no status (a partial payment, one more after the deposit): a VAT payer
 * owes a tax document for every payment received within 15 days, a non-payer confirms it. Issued without a mail of
 * its own (no event mail exists); the couple finds it in the portal. The slot is the bank id: once per payment.
 */
export function paymentReceiptDue(booking: Booking, payment: ReceivedPayment, variableSymbol: string | null, now: Date): PendingDocument | null {
  if (!BEFORE_SUPPLY.includes(booking.status) || !variableSymbol) return null;
  const { paymentId, amountHalere, receivedOn } = payment;
  return pending(booking, 'payment-receipt', paymentId, { booking: documentBookingOf(booking, variableSymbol), paid: { amountHalere, receivedOn } }, null, now.toISOString());
}

/**
 * The payment the desk records by marking a deposit paid, received that day, one per marking: the part of the deposit
 * the bank had not brought (`receivedHalere`, whose payments have their own receipts), none when nothing is left.
 */
export function deskMarkedPayment(after: Booking, deposit: DepositInstructions | null, now: Date, receivedHalere = 0): ReceivedPayment | null {
  if (!deposit) return null;
  const { remainingHalere } = amountDue(deposit.amountCzk * 100, receivedHalere);
  if (remainingHalere === 0) return null;
  return { paymentId: `desk-${after.history.length}`, amountHalere: remainingHalere, receivedOn: pragueDate(now) };
}

function pending(after: Booking, kind: DocumentKind, paymentId: string | null, basis: DocumentBasis, mail: OutgoingMail | null, createdAt: string): PendingDocument {
  return { id: pendingDocumentId(after.id, kind, paymentId), bookingId: after.id, kind, paymentId, basis, mail, createdAt };
}

/**
 * The photographer's policy (issue 22): the deposit invoice only once the couple accepted the contract. It then owes
 * no mail of the confirmation (which goes out at once) and waits; the acceptance lets it go on (release-after-contract.ts).
 */
export function withInvoicePolicy(documents: readonly PendingDocument[], invoiceAfterContract: boolean): PendingDocument[] {
  return documents.map((document) => (document.kind === 'deposit-invoice' && invoiceAfterContract ? { ...document, mail: null, waitsForContract: true } : document));
}
