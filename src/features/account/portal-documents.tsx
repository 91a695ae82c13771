import { useCallback } from 'react';
import type { BookingStatus } from '../../../domain/booking/booking';
import type { DocumentFileFormat } from '../../../domain/documents/document-files';
import { TOKENS } from '../../../ports/tokens';
import { IssuedDocumentsList } from '../../shared/documents/issued-documents-list';
import { useService } from '../../shared/services/services-context';
import { csDocuments as t } from '../../texts/cs-documents';

/** Statuses no document is ever issued in: a request not confirmed, declined or taken back (no call for them). */
const NONE_ISSUED: readonly BookingStatus[] = ['new', 'declined', 'withdrawn'];
/** The couple downloads the PDF; the ISDOC is for accounting software, the desk's. */
const COUPLE_FORMATS: readonly DocumentFileFormat[] = ['pdf'];

/** "Doklady" on the couple's booking card: their invoices and receipts, each as the PDF that was issued. */
export function PortalDocuments({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const documents = useService(TOKENS.CoupleDocuments);
  const load = useCallback(() => documents.myDocuments(bookingId), [documents, bookingId]);
  const download = useCallback((id: string, format: DocumentFileFormat) => documents.download(id, format), [documents]);
  if (NONE_ISSUED.includes(status)) return null;
  return <IssuedDocumentsList headingId={`doklady-${bookingId}`} headingLevel={4} load={load} download={download} formats={COUPLE_FORMATS} emptyText={t.emptyCouple} />;
}
