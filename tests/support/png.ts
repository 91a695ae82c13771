import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * Reads a PNG as functions/src/qr-png.ts writes it (8-bit greyscale, filter 0 on every row) into RGBA pixels and lets
 * jsQR decode the QR code in it: what a banking app would read from the mail's attachment. Throws for any other PNG.
 */
export function decodeQrPng(png: Buffer): string | null {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      if (body[8] !== 8 || body[9] !== 0) throw new Error('not an 8-bit greyscale PNG');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    if (raw[y * (width + 1)] !== 0) throw new Error('unexpected PNG row filter');
    for (let x = 0; x < width; x += 1) {
      const grey = raw[y * (width + 1) + 1 + x]!;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
