import { pragueDate } from '../../domain/booking/calendar';
import type { DocumentAmounts } from '../../domain/documents/document-amounts';
import { documentFileName } from '../../domain/documents/document-files';
import { documentsCsv, type DocumentsCsvRow } from '../../domain/documents/documents-csv';
import { DomainError } from '../../domain/errors';
import { type Caller, requireAdmin } from '../../domain/user/user';
import type { DocumentFilesPort } from '../../ports/units/document-files-port';
import type { IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { ZipArchivePort, ZipEntry } from '../../ports/units/zip-archive-port';

export interface StoredArchiveDeps {
  readonly documents: IssuedDocumentsPort;
  readonly files: DocumentFilesPort;
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

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A month the desk may ask for: whole numbers, 1–12, in the years the product can have issued anything. */
export function archiveMonthOf(year: unknown, month: unknown): ArchiveMonth {
  const whole = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  if (!whole(year, 2000, 2100) || !whole(month, 1, 12)) throw new DomainError('document/month-invalid');
  return { year, month };
}

/** An older record's amounts from its ISDOC; an unreadable one fails the archive naming it, as a missing PDF does. */
/**
 * An older record's amounts, read from its stored ISDOC. The XML parser (~21 KB gzip) loads only for such a record:
 * the memory profile's pages that reach the documents' fake and a function's cold start carry none of it.
 */
async function amountsOf(documentId: string, isdoc: Uint8Array | null): Promise<DocumentAmounts | null> {
  if (!isdoc) return null;
  const { amountsFromIsdoc } = await import('../../domain/documents/isdoc-amounts');
  try {
    return amountsFromIsdoc(new TextDecoder().decode(isdoc));
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError('document/content-invalid', `${error.message} (${documentId})`, { documentId });
    throw error;
  }
}

/**
 * The month's archive "pro účetní" from the stored files: every document issued in the month (its day of issue in
 * Prague) as the PDF and ISDOC the issue stored — byte for byte what the couple got, never rendered again — and the
 * CSV list of them with their amounts, ordered by number: the amounts its record kept at issue or, on a record issued
 * before records kept them, those its stored ISDOC states (nothing is rendered or changed). A document whose PDF is missing fails the archive (`document/file-missing`
 * names it): an accountant's archive with a silent hole is worse than none. A missing ISDOC is left out and the CSV
 * says so (a non-payer's payment confirmation has no ISDOC type). Admin only.
 */
export async function prepareMonthlyArchive(call: { caller: Caller | null; year: unknown; month: unknown }, deps: StoredArchiveDeps): Promise<MonthlyArchive> {
  requireAdmin(call.caller);
  const { year, month } = archiveMonthOf(call.year, call.month);
  // A day either side covers Prague's offset from UTC; the day of issue in Prague decides.
  const from = new Date(Date.UTC(year, month - 1, 1) - DAY_MS).toISOString();
  const to = new Date(Date.UTC(year, month, 1) + DAY_MS).toISOString();
  const prefix = `${year}-${pad(month)}-`;
  const documents = (await deps.documents.issuedBetween(from, to))
    .filter((document) => pragueDate(new Date(document.issuedAt)).startsWith(prefix))
    .sort((a, b) => a.id.localeCompare(b.id));
  const entries: ZipEntry[] = [];
  const rows: DocumentsCsvRow[] = [];
  for (const document of documents) {
    const pdf = await deps.files.read(document.files.pdf);
    if (!pdf) throw new DomainError('document/file-missing', `No stored PDF of ${document.id}`, { documentId: document.id });
    entries.push({ name: `pdf/${documentFileName(document.id, 'pdf')}`, bytes: pdf });
    const isdoc = await deps.files.read(document.files.isdoc);
    if (isdoc) entries.push({ name: `isdoc/${documentFileName(document.id, 'isdoc')}`, bytes: isdoc });
    rows.push({ document, amounts: document.amounts ?? (await amountsOf(document.id, isdoc)), pdf: true, isdoc: isdoc !== null });
  }
  const name = `doklady-${year}-${pad(month)}`;
  entries.push({ name: `${name}.csv`, bytes: new TextEncoder().encode(documentsCsv(rows)) });
  return { fileName: `${name}.zip`, bytes: await deps.zip.zip(entries), documentCount: documents.length };
}
