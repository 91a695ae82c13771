import { useCallback, useEffect, useState } from 'react';
import type { DocumentFileFormat } from '../../../domain/documents/document-files';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import type { DocumentFile } from '../../../ports/documents-port';
import type { IssuedDocument } from '../../../ports/units/issued-documents-port';
import { downloadFile } from '../files/download-file';

export type DocumentsView = { state: 'loading' } | { state: 'failed'; code: ErrorCode } | { state: 'shown'; documents: IssuedDocument[] };

const codeOf = (error: unknown): ErrorCode => (isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable');

/**
 * A booking's issued documents, loaded when shown and again on "Zkusit znovu", and their downloads: one at a time per
 * button, the file handed to the browser as stored; a failed download says which document and why.
 */
export function useIssuedDocuments(load: () => Promise<IssuedDocument[]>, download: (id: string, format: DocumentFileFormat) => Promise<DocumentFile>) {
  const [view, setView] = useState<DocumentsView>({ state: 'loading' });
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ documentId: string; code: ErrorCode } | null>(null);

  const reload = useCallback(() => {
    let current = true;
    setView({ state: 'loading' });
    load().then(
      (documents) => current && setView({ state: 'shown', documents }),
      (error: unknown) => current && setView({ state: 'failed', code: codeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  useEffect(reload, [reload]);

  const save = async (documentId: string, format: DocumentFileFormat) => {
    setPending(`${documentId}.${format}`);
    setFailure(null);
    try {
      const file = await download(documentId, format);
      downloadFile(file.fileName, file.bytes, file.contentType);
    } catch (error) {
      setFailure({ documentId, code: codeOf(error) });
    } finally {
      setPending(null);
    }
  };

  return { view, reload, pending, failure, save };
}
