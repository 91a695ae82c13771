/** The files an issued document is kept as: the PDF for people, the ISDOC 6.0.2 XML for accounting software. */
export const DOCUMENT_FILE_FORMATS = ['pdf', 'isdoc'] as const;
export type DocumentFileFormat = (typeof DOCUMENT_FILE_FORMATS)[number];

/** What a browser is told a downloaded file is; ISDOC is XML (it has no registered media type of its own). */
export const DOCUMENT_CONTENT_TYPES: Readonly<Record<DocumentFileFormat, string>> = {
  pdf: 'application/pdf',
  isdoc: 'application/xml',
};

export function isDocumentFileFormat(value: unknown): value is DocumentFileFormat {
  return (DOCUMENT_FILE_FORMATS as readonly unknown[]).includes(value);
}

/** "ZF-2027-0001.pdf": the printed number names the file, as in the accountant's archive. */
export function documentFileName(printedNumber: string, format: DocumentFileFormat): string {
  return `${printedNumber}.${format}`;
}

/** A printed number's shape ("ZF-2027-0001"): anything else cannot name an issued document. */
export const PRINTED_NUMBER = /^[A-Z]{2}-\d{4}-\d{4,6}$/;
