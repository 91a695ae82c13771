import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { documentIssues, firestoreIssuedDocuments } from '../../adapters/firestore-admin/firestore-document-issues';
import { firestoreDocumentReferences, firestoreMailRelease, firestorePendingDocuments } from '../../adapters/firestore-admin/firestore-pending-documents';
import type { DocumentFontFiles, PdfLibDocumentRenderer } from '../../adapters/pdf-lib/pdf-lib-document-renderer';
import { issuePendingDocuments, type DocumentIssuing, type PendingDocumentsSummary } from '../../application/documents/issue-pending-documents';
import type { TraderSourcePort } from '../../ports/units/pending-documents-port';

/** How many pending documents one sweep run takes (oldest first); the next run takes the rest. */
export const DOCUMENT_SWEEP_BATCH = 50;

/**
 * The document issuing over Firestore, the bucket, the CMS's trader and pdf-lib with the fonts beside the bundle
 * (document-fonts.ts). The renderer is made on first use: only a call that issues reads the fonts and loads pdf-lib
 * (a chunk of its own, so no other function's cold start pays for it).
 */
export function firestoreDocumentIssuing(store: Firestore, bucket: Bucket, trader: TraderSourcePort, fonts: () => Promise<DocumentFontFiles>, now: () => Date): DocumentIssuing {
  let renderer: PdfLibDocumentRenderer | undefined;
  return {
    pending: firestorePendingDocuments(store),
    atomically: documentIssues(store),
    issued: firestoreIssuedDocuments(store),
    trader,
    renderer: { renderPdf: async (content) => (renderer ??= await pdfRenderer(await fonts())).renderPdf(content) },
    files: { save: (path, bytes, contentType) => bucket.file(path).save(Buffer.from(bytes), { resumable: false, contentType }) },
    references: firestoreDocumentReferences(store),
    mail: firestoreMailRelease(store),
    now,
  };
}

async function pdfRenderer(fonts: DocumentFontFiles): Promise<PdfLibDocumentRenderer> {
  const { PdfLibDocumentRenderer } = await import('../../adapters/pdf-lib/pdf-lib-document-renderer');
  return new PdfLibDocumentRenderer(fonts);
}

const logFailure = (id: string, error: unknown) => logger.error('Issuing a pending document failed; the sweep tries again', { id, error: String(error) });

/**
 * Right after an event committed: the booking's pending documents. Never fails the event (it is done); what cannot
 * be issued now stays for the sweep.
 */
export async function issueDocumentsOf(issuing: DocumentIssuing, bookingIds: Iterable<string>): Promise<PendingDocumentsSummary> {
  const summary: PendingDocumentsSummary = {};
  for (const bookingId of new Set(bookingIds)) {
    try {
      const counts = await issuePendingDocuments(issuing, await issuing.pending.forBooking(bookingId), logFailure);
      for (const [outcome, count] of Object.entries(counts) as [keyof PendingDocumentsSummary, number][]) summary[outcome] = (summary[outcome] ?? 0) + count;
    } catch (error) {
      logFailure(bookingId, error);
    }
  }
  return summary;
}

/** One run of the sweep (the scheduled function's body): what a crash, a CMS outage or an incomplete trader left. */
export async function sweepPendingDocuments(issuing: DocumentIssuing, batch = DOCUMENT_SWEEP_BATCH): Promise<PendingDocumentsSummary> {
  return issuePendingDocuments(issuing, await issuing.pending.oldest(batch), logFailure);
}
