import { useState } from 'react';
import { base64ToBytes } from '../../../domain/contract/contract-bytes';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import { FormStatus } from '../forms/form-status';
import { downloadFile } from './download-file';

/** A PDF as a callable answers it: its file name and its bytes in base64. */
export interface PdfFile {
  filename: string;
  contentBase64: string;
}

interface PdfDownloadButtonProps {
  /** Unique on the page: the failure's alert region is named after it. */
  id: string;
  label: string;
  busyLabel: string;
  load: () => Promise<PdfFile>;
}

const codeOf = (error: unknown): ErrorCode => (isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable');

/**
 * Fetches a PDF when pressed and hands it to the browser as a download; a refusal is shown with its Czech message
 * and code beside the button, which stays usable for another try.
 */
export function PdfDownloadButton({ id, label, busyLabel, load }: PdfDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await load();
      downloadFile(file.filename, base64ToBytes(file.contentBase64), 'application/pdf');
    } catch (error) {
      setFailure(codeOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pdf-download">
      <button type="button" className="button button-secondary" onClick={() => void download()} disabled={busy} aria-describedby={`${id}-stav`}>
        {busy ? busyLabel : label}
      </button>
      <FormStatus id={`${id}-stav`} failure={failure} />
    </div>
  );
}
