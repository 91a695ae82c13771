import { documentIssues } from '../../adapters/firestore-admin/firestore-document-issues';
import { type DocumentAmounts, documentAmounts } from '../../domain/documents/document-amounts';
import type { DocumentKind } from '../../domain/documents/document-kind';
import { isdocXml } from '../../domain/documents/isdoc';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import { db } from './admin-firestore';
import { realDocumentAdapters } from './document-adapters';
import { documentsOfABooking } from './document-cases';
import { adminBucket } from './emulator-support';
import { issueWithFiles } from './issue-with-files';

const CASE: Record<DocumentKind, keyof ReturnType<typeof documentsOfABooking>> = {
  'deposit-invoice': 'deposit',
  'payment-receipt': 'receipt',
  'final-invoice': 'final',
  cancellation: 'cancellation',
};

/** A real document's files: the PDF pdf-lib renders of a VAT payer's document of that kind, its ISDOC, its amounts. */
export async function renderedFiles(kind: DocumentKind): Promise<{ pdf: Uint8Array; isdoc: Uint8Array; amounts: DocumentAmounts }> {
  const content = documentsOfABooking('payer')[CASE[kind]];
  const { renderer } = await realDocumentAdapters();
  return { pdf: await renderer.renderPdf(content), isdoc: new TextEncoder().encode(isdocXml(content) ?? ''), amounts: documentAmounts(content) };
}

/** Writes a file into the Storage emulator's bucket, as the functions' issue will. */
export async function storeInBucket(path: string, bytes: Uint8Array): Promise<void> {
  await (await adminBucket()).file(path).save(Buffer.from(bytes), { resumable: false });
}

/**
 * Issues a booking's document in the Firestore emulator (issueDocument, the functions' transaction) and puts the
 * given files into the Storage emulator at the paths its record names: what the functions' issue will leave behind.
 */
export function issueStoredDocument(request: { bookingId: string; kind: DocumentKind; issuedAt: Date }, files: Parameters<typeof issueWithFiles>[3]): Promise<IssuedDocument> {
  return issueWithFiles(documentIssues(db()), storeInBucket, request, files);
}
