/**
 * When a photo was taken, from its JPEG's EXIF (DateTimeOriginal, with OffsetTimeOriginal when the camera wrote one),
 * read in the browser before the upload and stored as the original's `capturedAt` metadata: the gallery's order is
 * capture time first (photo-order.ts). Only the file's head is needed: the EXIF block sits in the first 64 KB.
 */
export const EXIF_HEAD_BYTES = 128 * 1024;

const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const EXIF_IFD_POINTER = 0x8769;

/** The TIFF structure inside the APP1 segment, read with its own byte order; every read is bounds-checked. */
function tiffReader(view: DataView, start: number, end: number) {
  const little = view.getUint16(start) === 0x4949;
  const u16 = (at: number) => (at + 2 <= end ? view.getUint16(at, little) : null);
  const u32 = (at: number) => (at + 4 <= end ? view.getUint32(at, little) : null);
  /** The entries of the IFD at `offset` (from the TIFF start): tag → where its value (or its offset) sits. */
  const entries = (offset: number) => {
    const found = new Map<number, { count: number; at: number }>();
    const count = u16(start + offset) ?? 0;
    for (let i = 0; i < count; i += 1) {
      const entry = start + offset + 2 + i * 12;
      const tag = u16(entry);
      const n = u32(entry + 4);
      if (tag === null || n === null) break;
      // ASCII values longer than 4 bytes are elsewhere, at the offset the entry holds.
      found.set(tag, { count: n, at: n > 4 ? start + (u32(entry + 8) ?? end) : entry + 8 });
    }
    return found;
  };
  const ascii = (value: { count: number; at: number } | undefined) => {
    if (!value || value.at + value.count > end) return null;
    let text = '';
    for (let i = 0; i < value.count; i += 1) text += String.fromCharCode(view.getUint8(value.at + i));
    return text.replace(/\0+$/, '').trim();
  };
  return { u32, entries, ascii };
}

function fromTiff(view: DataView, start: number, end: number): string | null {
  const tiff = tiffReader(view, start, end);
  const ifd0 = tiff.u32(start + 4);
  if (ifd0 === null) return null;
  const pointer = tiff.entries(ifd0).get(EXIF_IFD_POINTER);
  const exifOffset = pointer ? tiff.u32(pointer.at) : null;
  if (exifOffset === null) return null;
  const exif = tiff.entries(exifOffset);
  const taken = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(tiff.ascii(exif.get(DATE_TIME_ORIGINAL)) ?? '');
  if (!taken || taken[1] === '0000') return null;
  const offset = tiff.ascii(exif.get(OFFSET_TIME_ORIGINAL)) ?? '';
  const zone = /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '';
  return `${taken[1]}-${taken[2]}-${taken[3]}T${taken[4]}:${taken[5]}:${taken[6]}${zone}`;
}

/** The capture time as ISO (no zone unless the camera wrote one), or null: not a JPEG, no EXIF, no date. */
export function exifCaptureTime(head: Uint8Array): string | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= head.length && view.getUint8(at) === 0xff) {
    const marker = view.getUint8(at + 1);
    const length = view.getUint16(at + 2);
    // Start of scan: the image data follows, no more metadata.
    if (marker === 0xda) return null;
    const isExif = marker === 0xe1 && at + 10 <= head.length && String.fromCharCode(...head.subarray(at + 4, at + 10)) === 'Exif\0\0';
    if (isExif) return fromTiff(view, at + 10, Math.min(head.length, at + 2 + length));
    at += 2 + length;
  }
  return null;
}
