import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SCALE = 6;
const MARGIN = 4;

/**
 * A QR code as a black-and-white PNG (base64), synchronously, so the mail templates can attach it while they render.
 * qrcode computes the matrix (error correction M, what the Czech banks' QR Platba guidelines recommend); the PNG is
 * written here with Node's zlib — qrcode's own PNG output is asynchronous only.
 */
export function qrPngBase64(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = (size + 2 * MARGIN) * SCALE;
  // One filter byte (0) per row, then one grey byte per pixel: 0 black, 255 white.
  const raw = Buffer.alloc(side * (side + 1), 255);
  for (let y = 0; y < side; y += 1) {
    raw[y * (side + 1)] = 0;
    const row = Math.floor(y / SCALE) - MARGIN;
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / SCALE) - MARGIN;
      const dark = row >= 0 && row < size && column >= 0 && column < size && qr.modules.get(row, column);
      if (dark) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return png.toString('base64');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
