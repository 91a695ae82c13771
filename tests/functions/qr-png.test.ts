// @vitest-environment node
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPngBase64 } from '../../functions/src/qr-png';

/** Reads the PNG qr-png.ts writes (8-bit greyscale, filter 0 on every row) back into RGBA pixels. */
function decodePng(base64: string): { width: number; height: number; rgba: Uint8ClampedArray } {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width + 1)]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const grey = raw[y * (width + 1) + 1 + x]!;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

describe('the mails\' QR Platba PNG', () => {
  it('decodes back to the exact SPAYD string, diacritics and escapes included', () => {
    const spayd = 'SPD*1.0*ACC:CZ6508000000192000145399*AM:11700.00*CC:CZK*DT:20270126*X-VS:2708141234*MSG:Záloha svatba H3WD-9RTA Jana%2APetr';
    const { width, height, rgba } = decodePng(qrPngBase64(spayd));
    expect(jsQR(rgba, width, height)?.data).toBe(spayd);
  });
});
