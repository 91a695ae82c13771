/**
 * An image's pixel size from the first bytes of its file, as a viewer shows it: JPEG (its frame header, turned by the
 * EXIF orientation a camera writes for portrait shots) and PNG. Null for anything else or a cut-off header; the
 * renditions function measures again when it decodes the photo.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  return jpegDimensions(bytes);
}

/** SOF markers carry the frame size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xe1) orientation = exifOrientation(bytes, at + 4, length - 2) ?? orientation;
    if (isFrameHeader(marker)) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      // Orientations 5–8 are turned by a quarter: the viewer sees the frame's height as its width.
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** Tag 0x0112 of the EXIF block's first directory (APP1 `Exif\0\0` + a TIFF header in either byte order). */
function exifOrientation(bytes: Uint8Array, start: number, length: number): number | null {
  const header = String.fromCharCode(...bytes.subarray(start, start + 6));
  if (header !== 'Exif\0\0' || start + length > bytes.length) return null;
  const tiff = start + 6;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[tiff] === 0x49;
  const directory = tiff + view.getUint32(tiff + 4, little);
  if (directory + 2 > bytes.length) return null;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > bytes.length) return null;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return null;
}
