import type { DocumentContent } from '../../domain/documents/document-content';
import { documentsCsv } from '../../domain/documents/documents-csv';
import { isdocXml } from '../../domain/documents/isdoc';
import type { DocumentRendererPort } from '../../ports/units/document-renderer-port';
import type { ZipArchivePort, ZipEntry } from '../../ports/units/zip-archive-port';

export interface MonthlyArchiveDeps {
  readonly renderer: DocumentRendererPort;
  readonly zip: ZipArchivePort;
}

/** A calendar month: 1–12. */
export interface ArchiveMonth {
  readonly year: number;
  readonly month: number;
}

export interface MonthlyArchive {
  /** "doklady-2027-03.zip". */
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly documentCount: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The month's archive "pro účetní": every document issued in the month (by its day of issue) as PDF and, where an
 * ISDOC type fits, as ISDOC, plus the CSV list of all of them, ordered by number. The caller reads the month's issued
 * documents from their store; documents of other months are left out, so a wider read cannot leak into the archive.
 */
export async function buildMonthlyArchive(deps: MonthlyArchiveDeps, month: ArchiveMonth, issued: readonly DocumentContent[]): Promise<MonthlyArchive> {
  if (!Number.isInteger(month.month) || month.month < 1 || month.month > 12) throw new RangeError(`Not a month: ${month.month}`);
  const prefix = `${month.year}-${pad(month.month)}-`;
  const documents = issued.filter((content) => content.issueDate.startsWith(prefix)).sort((a, b) => a.printedNumber.localeCompare(b.printedNumber));
  const entries: ZipEntry[] = [];
  const encoder = new TextEncoder();
  for (const content of documents) {
    entries.push({ name: `pdf/${content.printedNumber}.pdf`, bytes: await deps.renderer.renderPdf(content) });
    const xml = isdocXml(content);
    if (xml !== null) entries.push({ name: `isdoc/${content.printedNumber}.isdoc`, bytes: encoder.encode(xml) });
  }
  const name = `doklady-${month.year}-${pad(month.month)}`;
  entries.push({ name: `${name}.csv`, bytes: encoder.encode(documentsCsv(documents)) });
  return { fileName: `${name}.zip`, bytes: await deps.zip.zip(entries), documentCount: documents.length };
}
