// How long one Czech document takes (issue 21): the final invoice of a booking (two items, a deposit deducted, the
// QR Platba) rendered as PDF with the shipped fonts (adapters/pdf-lib) and written as ISDOC (domain/documents), for
// a VAT payer and a non-payer. The first run (fonts parsed, code warmed) is reported apart; then the median and the
// slowest of BENCH_RUNS (default 9) runs.
//   npm run bench:documents
import { performance } from 'node:perf_hooks';
import { PdfLibDocumentRenderer } from '../../adapters/pdf-lib/pdf-lib-document-renderer';
import { readShippedFonts } from '../../adapters/pdf-lib/shipped-fonts';
import type { DocumentContent } from '../../domain/documents/document-content';
import { isdocXml } from '../../domain/documents/isdoc';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { formatMs, percentile } from './bench-stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);

async function timed(run: () => Promise<unknown> | unknown): Promise<{ first: number; median: number; max: number }> {
  const times: number[] = [];
  for (let index = 0; index <= RUNS; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const [first = Number.NaN, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  return { first, median: percentile(sorted, 50), max: percentile(sorted, 100) };
}

const renderer = new PdfLibDocumentRenderer(await readShippedFonts());
console.log(`Czech documents: the final invoice, ${RUNS} runs after a first one (Node ${process.version})`);
for (const mode of ['payer', 'non-payer'] as const) {
  const invoice: DocumentContent = documentsOfABooking(mode).final;
  const pdfBytes = (await renderer.renderPdf(invoice)).byteLength;
  const pdf = await timed(() => renderer.renderPdf(invoice));
  const xml = await timed(() => isdocXml(invoice));
  console.log(`${mode.padEnd(9)}  PDF  first ${formatMs(pdf.first)}, median ${formatMs(pdf.median)}, max ${formatMs(pdf.max)}, ${(pdfBytes / 1024).toFixed(1)} KB`);
  console.log(`${mode.padEnd(9)}  ISDOC first ${formatMs(xml.first)}, median ${formatMs(xml.median)}, max ${formatMs(xml.max)}, ${((isdocXml(invoice) ?? '').length / 1024).toFixed(1)} KB`);
}
