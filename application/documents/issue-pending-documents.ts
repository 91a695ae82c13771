import { pragueDate } from '../../domain/booking/calendar';
import { buildCancellation } from '../../domain/documents/build-cancellation';
import { buildDepositInvoice, buildFinalInvoice, buildPaymentReceipt, referenceTo, type DocumentIssue } from '../../domain/documents/build-documents';
import { CANCELLATION_REASON } from '../../domain/documents/document-texts';
import { documentAmounts } from '../../domain/documents/document-amounts';
import type { DocumentContent, DocumentReference } from '../../domain/documents/document-content';
import type { DocumentNumber } from '../../domain/documents/document-kind';
import { isdocXml } from '../../domain/documents/isdoc';
import type { PendingDocument } from '../../domain/documents/pending-document';
import { traderProblems } from '../../domain/documents/trader-validation';
import { DomainError } from '../../domain/errors';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { DocumentRendererPort } from '../../ports/units/document-renderer-port';
import type { DocumentIssueUnit, IssuedDocument, IssuedDocumentFiles, IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { DocumentFilesPort, DocumentReferencesPort, MailReleasePort, PendingDocumentsPort, TraderSourcePort } from '../../ports/units/pending-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { issueDocument } from './issue-document';

/** What issuing a pending document works with: the functions wire Firestore, Storage, the CMS and pdf-lib; tests the fakes. */
export interface DocumentIssuing {
  pending: PendingDocumentsPort;
  atomically: Atomically<DocumentIssueUnit>;
  issued: IssuedDocumentsPort;
  trader: TraderSourcePort;
  renderer: DocumentRendererPort;
  files: DocumentFilesPort;
  references: DocumentReferencesPort;
  mail: MailReleasePort;
  now: () => Date;
}

/**
 * - `issued`: numbered, both files stored, the held mail queued with the PDF, the pending record gone;
 * - `trader-incomplete`: the CMS identity cannot issue; no number was taken, the held mail went out without the
 *   document and the record waits for the sweep;
 * - `trader-unavailable`: the same, when the CMS could not be read;
 * - `waits-for-contract`: the deposit-invoice policy holds it until the couple accepts the contract;
 * - `waits-for-receipt`: a final invoice or cancellation waits until the booking's receipts are issued;
 * - `gone`: nothing pending under that id (finished meanwhile), or its booking was erased.
 */
export type PendingDocumentOutcome = 'issued' | 'trader-incomplete' | 'trader-unavailable' | 'waits-for-contract' | 'waits-for-receipt' | 'gone';

/** Where a document's files are kept: beside its booking, named by the printed number. */
export function documentFiles(bookingId: string, printedNumber: string): IssuedDocumentFiles {
  return { pdf: `documents/${bookingId}/${printedNumber}.pdf`, isdoc: `documents/${bookingId}/${printedNumber}.isdoc` };
}

/** The document's content from what its event fixed, its frozen trader and instant, and its number: always the same. */
export function pendingDocumentContent(pending: PendingDocument, number: DocumentNumber): DocumentContent {
  const frozen = pending.frozen;
  if (!frozen) throw new Error('A pending document is rendered only once its trader is fixed');
  const issue: DocumentIssue = { number, issueDate: pragueDate(new Date(frozen.issuedAt)), trader: frozen.trader };
  const { basis } = pending;
  if (pending.kind === 'deposit-invoice' && basis.deposit) return buildDepositInvoice(issue, basis.booking, basis.deposit);
  if (pending.kind === 'payment-receipt' && basis.paid) return buildPaymentReceipt(issue, basis.booking, basis.paid);
  const receipts = frozen.receipts ?? [];
  if (pending.kind === 'final-invoice' && basis.final) {
    const { pricing, supplyDate, dueDate } = basis.final;
    return buildFinalInvoice(issue, { ...basis.booking, pricing }, { supplyDate, dueDate, receipts });
  }
  if (pending.kind === 'cancellation') {
    // Every payment is refunded whole: the correction reverses every receipt the booking was issued.
    return buildCancellation(issue, basis.booking, { corrects: receipts, reason: CANCELLATION_REASON });
  }
  throw new DomainError('document/content-invalid', `No basis for a ${pending.kind}`);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash an issued record keeps of its content: SHA-256 of the content's JSON, as built (the key order is the builders'). */
export const documentContentHash = (content: DocumentContent): Promise<string> => sha256Hex(JSON.stringify(content));

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole PDF's bytes as arguments overflows the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** The held mail as it goes out: its own attachments (calendar, QR code) and the document's PDF, named by its number. */
export function withDocument(mail: OutgoingMail, printedNumber: string, pdf: Uint8Array): OutgoingMail {
  const attachment = { filename: `${printedNumber}.pdf`, content: base64(pdf), contentType: 'application/pdf', encoding: 'base64' as const };
  return { ...mail, message: { ...mail.message, attachments: [...(mail.message.attachments ?? []), attachment] } };
}

const REFERS_TO_RECEIPTS: readonly string[] = ['final-invoice', 'cancellation'];

/**
 * Fixes the trader (checked: a trader who cannot issue takes no number), the instant and, for a final invoice or a
 * cancellation, the receipts it refers to — once.
 */
async function frozenOrNull(deps: DocumentIssuing, pending: PendingDocument): Promise<PendingDocument | 'trader-incomplete' | 'trader-unavailable' | 'waits-for-receipt' | 'gone' | null> {
  if (pending.frozen) return pending;
  // The trader first: a receipt pending because the identity is incomplete would otherwise hold the final invoice's
  // or the cancellation's mail for as long as the identity stays incomplete.
  let trader;
  try {
    trader = await deps.trader.read();
  } catch {
    return 'trader-unavailable';
  }
  if (Object.keys(traderProblems(trader)).length > 0) return 'trader-incomplete';
  let receipts: DocumentReference[] | undefined;
  if (REFERS_TO_RECEIPTS.includes(pending.kind)) {
    if ((await deps.pending.forBooking(pending.bookingId)).some((other) => other.kind === 'payment-receipt')) return 'waits-for-receipt';
    receipts = (await deps.references.forBooking(pending.bookingId)).filter((reference) => reference.kind === 'payment-receipt');
    // A booking paid before documents were issued has no receipt to correct: nothing is owed here.
    if (pending.kind === 'cancellation' && receipts.length === 0) return 'gone';
  }
  return deps.pending.freeze(pending.id, { trader, issuedAt: deps.now().toISOString(), ...(receipts ? { receipts } : {}) });
}

/** Numbers the document, or finds the one a cut-short earlier attempt numbered (the slot refuses a second). */
async function issuedFor(deps: DocumentIssuing, pending: PendingDocument): Promise<IssuedDocument | null> {
  const request = { kind: pending.kind, bookingId: pending.bookingId, issuedAt: new Date(pending.frozen!.issuedAt), ...(pending.paymentId ? { paymentId: pending.paymentId } : {}) };
  try {
    return await issueDocument(deps.atomically, request, async (number, printed) => {
      const content = pendingDocumentContent(pending, number);
      return { contentHash: await documentContentHash(content), files: documentFiles(pending.bookingId, printed), amounts: documentAmounts(content) };
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'booking/not-found') return null;
    if (!(error instanceof DomainError && error.code === 'document/already-issued')) throw error;
    const earlier = (await deps.issued.forBooking(pending.bookingId)).find((document) => document.kind === pending.kind && document.paymentId === pending.paymentId);
    if (!earlier) throw error;
    return earlier;
  }
}

/**
 * Issues one pending document (application/documents/issue-document.ts: its own unit, gapless, once per slot),
 * renders its PDF and ISDOC, stores both at the record's paths, queues the mail it held with the PDF attached, and
 * finishes the pending record — in that order, each step repeatable, so a crash anywhere leaves the record for the
 * sweep, which ends with the same number, the same files and one mail.
 */
export async function issuePendingDocument(deps: DocumentIssuing, id: string): Promise<PendingDocumentOutcome> {
  const found = await deps.pending.get(id);
  if (!found) return 'gone';
  if (!(await deps.atomically((unit) => unit.bookingExists(found.bookingId)))) {
    // The booking was erased before its document was issued: nothing is owed any more, and the record names the couple.
    // But an attempt cut short after the number was taken left a numbered document without its files: an accounting
    // record the erasure must not take, so its files are written first (the couple's held mail no longer goes out).
    const numbered = found.frozen ? await numberedEarlier(deps, found) : null;
    if (numbered) await storeFiles(deps, found, numbered.document, numbered.content);
    await deps.pending.finish(id);
    return 'gone';
  }
  if (found.waitsForContract) return 'waits-for-contract';
  const pending = await frozenOrNull(deps, found);
  if (pending === 'trader-incomplete' || pending === 'trader-unavailable') {
    // The couple's mail does not wait for the photographer's paperwork: it goes now, and the document later.
    if (found.mail) {
      await deps.mail.release(found.mail);
      await deps.pending.dropMail(id);
    }
    return pending;
  }
  if (pending === 'waits-for-receipt') return pending;
  if (!pending || pending === 'gone') {
    // Nothing to attach (a cancellation with no receipt to correct): the mail it held goes out as written.
    if (pending === 'gone' && found.mail) await deps.mail.release(found.mail);
    await deps.pending.finish(id);
    return 'gone';
  }
  const document = await issuedFor(deps, pending);
  if (!document) {
    // The booking was erased before its document was issued: nothing is owed any more, and the record names the couple.
    await deps.pending.finish(id);
    return 'gone';
  }
  const content = pendingDocumentContent(pending, document.number);
  if ((await documentContentHash(content)) !== document.contentHash) {
    // The slot was filled by an earlier event (a booking holds one deposit invoice): nothing more is owed, and the
    // mail this event held goes out as it was written.
    if (pending.mail) await deps.mail.release(pending.mail);
    await deps.pending.finish(id);
    return 'gone';
  }
  const pdf = await storeFiles(deps, pending, document, content);
  if (pending.mail) await deps.mail.release(withDocument(pending.mail, document.id, pdf));
  await deps.pending.finish(id);
  return 'issued';
}

/** Renders the numbered document's PDF and ISDOC to its paths and keeps its reference; answers the PDF. */
async function storeFiles(deps: DocumentIssuing, pending: PendingDocument, document: IssuedDocument, content: DocumentContent): Promise<Uint8Array> {
  const pdf = await deps.renderer.renderPdf(content);
  await deps.files.save(document.files.pdf, pdf, 'application/pdf');
  // A non-payer's payment confirmation has no ISDOC type (domain/documents/isdoc.ts): only its PDF is kept.
  const xml = isdocXml(content);
  if (xml !== null) await deps.files.save(document.files.isdoc, new TextEncoder().encode(xml), 'application/xml');
  await deps.references.save(pending.bookingId, referenceTo(content));
  return pdf;
}

/** The document this frozen record was numbered as by an earlier attempt, if one was (the same slot and the same content). */
async function numberedEarlier(deps: DocumentIssuing, pending: PendingDocument): Promise<{ document: IssuedDocument; content: DocumentContent } | null> {
  const document = (await deps.issued.forBooking(pending.bookingId)).find((issued) => issued.kind === pending.kind && issued.paymentId === pending.paymentId);
  if (!document) return null;
  const content = pendingDocumentContent(pending, document.number);
  return (await documentContentHash(content)) === document.contentHash ? { document, content } : null;
}

export type PendingDocumentsSummary = Partial<Record<PendingDocumentOutcome | 'failed', number>>;

/**
 * Issues the given pending documents one by one (a booking's right after its event, or the sweep's batch); one that
 * fails is counted and left for the next sweep, the others go on.
 */
export async function issuePendingDocuments(deps: DocumentIssuing, pending: readonly PendingDocument[], onError: (id: string, error: unknown) => void = () => {}): Promise<PendingDocumentsSummary> {
  const summary: PendingDocumentsSummary = {};
  for (const { id } of pending) {
    let outcome: PendingDocumentOutcome | 'failed';
    try {
      outcome = await issuePendingDocument(deps, id);
    } catch (error) {
      onError(id, error);
      outcome = 'failed';
    }
    summary[outcome] = (summary[outcome] ?? 0) + 1;
  }
  return summary;
}
