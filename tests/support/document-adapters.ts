import { PdfLibContractRenderer } from '../../adapters/pdf-lib/pdf-lib-contract-renderer';
import { PdfLibDocumentRenderer } from '../../adapters/pdf-lib/pdf-lib-document-renderer';
import { readShippedFonts } from '../../adapters/pdf-lib/shipped-fonts';
import { YazlZipArchive } from '../../adapters/yazl/yazl-zip-archive';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { DocumentRendererPort } from '../../ports/units/document-renderer-port';
import type { ZipArchivePort } from '../../ports/units/zip-archive-port';

/** The real document adapters (pdf-lib with the shipped fonts, yazl), for the use cases' tests and the benchmark. */
export async function realDocumentAdapters(): Promise<{ renderer: DocumentRendererPort; zip: ZipArchivePort }> {
  return { renderer: new PdfLibDocumentRenderer(await readShippedFonts()), zip: new YazlZipArchive() };
}

/** The functions' ZIP writer alone, for use cases that pack stored files (no rendering, no fonts to read). */
export function realZipArchive(): ZipArchivePort {
  return new YazlZipArchive();
}

/** The real contract renderer (pdf-lib with the shipped fonts). */
export async function realContractRenderer(): Promise<ContractRendererPort> {
  return new PdfLibContractRenderer(await readShippedFonts());
}
