import { pendingDocumentId } from '../../domain/documents/pending-document';
import { issuePendingDocuments, type DocumentIssuing, type PendingDocumentsSummary } from './issue-pending-documents';

/**
 * The couple accepted the contract: a deposit invoice the policy held (domain/documents/pending-document.ts
 * withInvoicePolicy) goes on and is issued now. Nothing waits (the policy is off, or it was issued): nothing happens.
 */
export async function releaseInvoiceAfterContract(deps: DocumentIssuing, bookingId: string): Promise<PendingDocumentsSummary> {
  const id = pendingDocumentId(bookingId, 'deposit-invoice', null);
  const waiting = await deps.pending.get(id);
  if (!waiting?.waitsForContract) return {};
  await deps.pending.stopWaiting(id);
  return issuePendingDocuments(deps, [waiting]);
}
