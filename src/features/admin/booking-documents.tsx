import { useCallback } from 'react';
import type { DocumentFileFormat } from '../../../domain/documents/document-files';
import { DOCUMENT_FILE_FORMATS } from '../../../domain/documents/document-files';
import { TOKENS } from '../../../ports/tokens';
import { IssuedDocumentsList } from '../../shared/documents/issued-documents-list';
import { useService } from '../../shared/services/services-context';
import { csDocuments as t } from '../../texts/cs-documents';

/** The booking detail's "Doklady": every document issued for it, as PDF and as ISDOC for the accountant. */
export function BookingDocuments({ bookingId }: { bookingId: string }) {
  const documents = useService(TOKENS.DeskDocuments);
  const load = useCallback(() => documents.bookingDocuments(bookingId), [documents, bookingId]);
  const download = useCallback((id: string, format: DocumentFileFormat) => documents.download(id, format), [documents]);
  return <IssuedDocumentsList headingId="doklady" headingLevel={2} load={load} download={download} formats={DOCUMENT_FILE_FORMATS} emptyText={t.emptyDesk} />;
}
