import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * Reads the QR code a document PDF draws back to its text, independently of the code that drew it: the page's
 * content streams are inflated, the unit squares of the vector QR (`x y m` in the QR's own module grid) collected into
 * a bitmap with a quiet zone, and jsQR (a camera-style decoder) reads it. Null when the page has no QR.
 */
export async function decodePdfQr(pdf: Uint8Array): Promise<string | null> {
  const document = await PDFDocument.load(pdf);
  const page = document.getPage(0);
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : contents ? [contents] : [];
  let text = '';
  for (const reference of streams) {
    const stream = document.context.lookup(reference);
    if (stream instanceof PDFRawStream) text += inflateSync(Buffer.from(stream.contents)).toString('latin1');
  }
  const modules = [...text.matchAll(/(?:^|\s)(\d+) (\d+) m\s/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
  if (modules.length === 0) return null;
  const size = Math.max(...modules.flat()) + 1;
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [column, row] of modules) {
    for (let y = 0; y < scale; y += 1) {
      for (let x = 0; x < scale; x += 1) {
        const offset = (((row + quiet) * scale + y) * side + (column + quiet) * scale + x) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
