/** A JPEG head with one APP1 EXIF segment: IFD0 → Exif IFD with DateTimeOriginal (and an offset), in either byte order. */
export function jpegWithExif(taken: string, { offset, little = false }: { offset?: string; little?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const tiff = new DataView(new ArrayBuffer(200));
  const u16 = (at: number, v: number) => tiff.setUint16(at, v, little);
  const u32 = (at: number, v: number) => tiff.setUint32(at, v, little);
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  u16(2, 42);
  u32(4, 8);
  // IFD0: one entry, the Exif IFD pointer.
  u16(8, 1);
  u16(10, 0x8769);
  u16(12, 4);
  u32(14, 1);
  u32(18, 26);
  // Exif IFD at 26: DateTimeOriginal (20 bytes at 80) and OffsetTimeOriginal (7 bytes at 110).
  const entries = offset ? 2 : 1;
  u16(26, entries);
  u16(28, 0x9003);
  u16(30, 2);
  u32(32, 20);
  u32(36, 80);
  if (offset) {
    u16(40, 0x9011);
    u16(42, 2);
    u32(44, 7);
    u32(48, 110);
  }
  const bytes = new Uint8Array(tiff.buffer);
  bytes.set(new TextEncoder().encode(`${taken}\0`), 80);
  if (offset) bytes.set(new TextEncoder().encode(`${offset}\0`), 110);
  const app1 = new Uint8Array([0xff, 0xe1, 0, 0, ...new TextEncoder().encode('Exif'), 0, 0, ...bytes]);
  new DataView(app1.buffer).setUint16(2, app1.length - 2);
  // SOI, an APP0 (JFIF) segment first, as cameras and editors write, then the EXIF.
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, ...app1, 0xff, 0xda, 0, 2]);
}
