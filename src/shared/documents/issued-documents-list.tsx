import { pragueDate } from '../../../domain/booking/calendar';
import type { DocumentFileFormat } from '../../../domain/documents/document-files';
import { formatDate } from '../../../domain/formatting/czech';
import type { DocumentFile } from '../../../ports/documents-port';
import type { IssuedDocument } from '../../../ports/units/issued-documents-port';
import { csDocuments as t } from '../../texts/cs-documents';
import { Alert } from '../ui/alert/alert';
import { useIssuedDocuments } from './use-issued-documents';

export interface IssuedDocumentsListProps {
  /** The section's heading id (unique on the page) and level: the couple's card nests it deeper than the desk. */
  headingId: string;
  headingLevel: 2 | 4;
  /** Stable per booking (useCallback): a new function loads the list again. */
  load: () => Promise<IssuedDocument[]>;
  download: (documentId: string, format: DocumentFileFormat) => Promise<DocumentFile>;
  formats: readonly DocumentFileFormat[];
  emptyText: string;
}

/** "Doklady": a booking's issued documents (number, kind, day of issue) with a download button per file. */
export function IssuedDocumentsList({ headingId, headingLevel, load, download, formats, emptyText }: IssuedDocumentsListProps) {
  const { view, reload, pending, failure, save } = useIssuedDocuments(load, download);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <section className="issued-documents" aria-labelledby={headingId} aria-busy={view.state === 'loading' || undefined}>
      <Heading id={headingId}>{t.heading}</Heading>
      {view.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {view.state === 'failed' ? (
        <Alert
          tone="error"
          title={t.loadFailed}
          error={view.code}
          action={
            <button type="button" className="button" onClick={reload}>
              {t.retry}
            </button>
          }
        />
      ) : null}
      {view.state === 'shown' && view.documents.length === 0 ? <p>{emptyText}</p> : null}
      {view.state === 'shown' && view.documents.length > 0 ? (
        <table className="issued-documents__table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.number}</th>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.issued}</th>
              <th scope="col">{t.columns.files}</th>
            </tr>
          </thead>
          <tbody>
            {view.documents.map((document) => (
              <tr key={document.id}>
                <th scope="row">{document.id}</th>
                <td>{t.kind[document.kind]}</td>
                <td>
                  <time dateTime={document.issuedAt}>{formatDate(pragueDate(new Date(document.issuedAt)))}</time>
                </td>
                <td className="issued-documents__files">
                  {formats.map((format) => {
                    const busy = pending === `${document.id}.${format}`;
                    return (
                      <button
                        key={format}
                        type="button"
                        className="button button-secondary"
                        aria-label={t.downloadLabel(t.formats[format], document.id)}
                        disabled={pending !== null}
                        onClick={() => void save(document.id, format)}
                      >
                        {busy ? t.downloading : t.formats[format]}
                      </button>
                    );
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {failure ? <Alert tone="error" title={t.downloadFailed(failure.documentId)} error={failure.code} /> : null}
    </section>
  );
}
