// A JPEG's EXIF rewritten without decoding its pixels: the demo gallery's cached camera originals get the capture time
// of the day they are seeded for (a re-encode of a 24-megapixel JPEG would cost seconds a photo on every start).

/** EXIF tags the demo writes, all ASCII. */
export const EXIF_TAGS = { Make: 0x010f, Model: 0x0110, Software: 0x0131, Copyright: 0x8298, DateTimeOriginal: 0x9003 } as const;
const EXIF_IFD_POINTER = 0x8769;
const ASCII = 2;
const LONG = 4;

type Ifd0Tag = Exclude<keyof typeof EXIF_TAGS, 'DateTimeOriginal'>;
export interface ExifFields {
  ifd0: Partial<Record<Ifd0Tag, string>>;
  /** "YYYY:MM:DD HH:MM:SS", local time as the camera's clock showed it. */
  dateTimeOriginal: string;
}

interface Entry {
  tag: number;
  type: number;
  value: Buffer | number;
}

/** Lays out one IFD at `start` (TIFF offsets), values longer than 4 bytes after it; answers its bytes. */
function ifd(entries: Entry[], start: number): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const table = Buffer.alloc(2 + sorted.length * 12 + 4);
  const data: Buffer[] = [];
  let dataAt = start + table.length;
  table.writeUInt16BE(sorted.length, 0);
  sorted.forEach((entry, i) => {
    const at = 2 + i * 12;
    table.writeUInt16BE(entry.tag, at);
    table.writeUInt16BE(entry.type, at + 2);
    if (typeof entry.value === 'number') {
      table.writeUInt32BE(1, at + 4);
      table.writeUInt32BE(entry.value, at + 8);
      return;
    }
    table.writeUInt32BE(entry.value.length, at + 4);
    if (entry.value.length <= 4) {
      entry.value.copy(table, at + 8);
      return;
    }
    table.writeUInt32BE(dataAt, at + 8);
    // Values start on word boundaries.
    const padded = Buffer.concat([entry.value, Buffer.alloc(entry.value.length % 2)]);
    data.push(padded);
    dataAt += padded.length;
  });
  return Buffer.concat([table, ...data]);
}

const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** An APP1 "Exif" segment (big-endian TIFF): IFD0 with the given tags and a pointer to an Exif IFD with the date. */
export function exifSegment({ ifd0, dateTimeOriginal }: ExifFields): Buffer {
  if (!/^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}$/.test(dateTimeOriginal)) throw new Error(`not an EXIF date: ${dateTimeOriginal}`);
  const header = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8]);
  const ifd0Entries: Entry[] = Object.entries(ifd0).map(([name, text]) => ({ tag: EXIF_TAGS[name as Ifd0Tag], type: ASCII, value: ascii(text) }));
  // Measured with a placeholder pointer first: the Exif IFD follows IFD0 and its values.
  const ifd0Length = ifd([...ifd0Entries, { tag: EXIF_IFD_POINTER, type: LONG, value: 0 }], 8).length;
  const exifAt = 8 + ifd0Length;
  const first = ifd([...ifd0Entries, { tag: EXIF_IFD_POINTER, type: LONG, value: exifAt }], 8);
  const exif = ifd([{ tag: EXIF_TAGS.DateTimeOriginal, type: ASCII, value: ascii(dateTimeOriginal) }], exifAt);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), header, first, exif]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([marker, body]);
}

/**
 * The JPEG with its EXIF segments replaced by `segment` (placed after a leading JFIF APP0, where readers look); every
 * other segment and the image data are kept byte for byte.
 */
export function replaceExif(jpeg: Buffer, segment: Buffer): Buffer {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const kept: Buffer[] = [];
  let at = 2;
  let insertAfter = 0;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda) break;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    const isExif = marker === 0xe1 && jpeg.subarray(at + 4, at + 10).toString('latin1') === 'Exif\0\0';
    if (!isExif) kept.push(jpeg.subarray(at, end));
    if (marker === 0xe0 && kept.length === 1) insertAfter = 1;
    at = end;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...kept.slice(0, insertAfter), segment, ...kept.slice(insertAfter), jpeg.subarray(at)]);
}
