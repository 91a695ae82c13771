import type { DocumentContent } from '../../domain/documents/document-content';

/**
 * Renders an issued document (its content from domain/documents/build-documents.ts) for people: a PDF on A4 with
 * the fonts shipped in the repository and, where something is left to pay, the QR Platba code of the content's SPAYD.
 * Prints only what the content says: totals are never recomputed here. The same content always gives the same text.
 */
export interface DocumentRendererPort {
  renderPdf(content: DocumentContent): Promise<Uint8Array>;
}
