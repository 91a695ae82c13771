/**
 * How a download is cut into ZIP files: the one rule the ZIP-building function, the fakes and the tests share.
 *
 * Entries are stored, not compressed (JPEGs do not shrink and are never recompressed), so a part's size is the sum of
 * its files plus the ZIP's own records. A part stays below 4 GB (decimal: 4 000 000 000 bytes, well under the 4 GiB a
 * ZIP without ZIP64 records can address, which older phone unzippers need) with room for those records. Photos keep
 * the gallery's order: part 1 holds the first photos. Entry names are the original file names, made unique across the
 * whole download (the parts are unpacked into one folder), case-insensitively as Windows and macOS compare them.
 */
export const ZIP_PART_MAX_BYTES = 4_000_000_000;

// Local header (30) + data descriptor (16, ZIP64-sized 24) + central directory record (46), generous extra fields
// (timestamps, ZIP64, Unicode path: 96), the name twice (local header and central directory).
const ENTRY_RECORD_BYTES = 30 + 24 + 46 + 96;
// End of central directory (22) + ZIP64 end record and locator (56 + 20).
const ARCHIVE_RECORD_BYTES = 22 + 56 + 20;

export interface ZipSource {
  photoId: string;
  fileName: string;
  /** The file's bytes (for a web-size download, the original's size: an upper bound of its rendition's). */
  size: number;
}

export interface ZipEntry {
  photoId: string;
  /** The name inside the ZIP: the original name, de-duplicated and made safe. */
  name: string;
  size: number;
}

export interface ZipPart {
  /** 1-based: `part-{n}.zip`. */
  n: number;
  entries: ZipEntry[];
  /** Upper bound of the ZIP file's size. */
  bytes: number;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

function entryBytes(entry: ZipEntry): number {
  return entry.size + ENTRY_RECORD_BYTES + 2 * utf8Length(entry.name);
}

/**
 * A file name safe to unpack anywhere: NFC (macOS writes decomposed accents), no folders (`/`, `\`: no entry may
 * escape the folder it is unpacked into), no characters Windows refuses, no control characters; an empty or dot-only
 * name becomes `fotografie`.
 */
export function safeEntryName(fileName: string): string {
  const cleaned = fileName.normalize('NFC').replace(/[\u0000-\u001F\u007F/\\:*?"<>|]/g, '_').trim();
  return /^[.\s]*$/.test(cleaned) ? 'fotografie' : cleaned;
}

/** `IMG_1.jpg`, `IMG_1 (2).jpg`, `IMG_1 (3).jpg`…: each name once, compared without case. */
export function uniqueEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const safe = safeEntryName(fileName);
    const dot = safe.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

export function partitionZip(sources: readonly ZipSource[], maxBytes: number = ZIP_PART_MAX_BYTES): ZipPart[] {
  const names = uniqueEntryNames(sources.map((source) => source.fileName));
  const parts: ZipPart[] = [];
  let current: ZipPart | null = null;
  sources.forEach((source, i) => {
    const entry: ZipEntry = { photoId: source.photoId, name: names[i]!, size: source.size };
    const bytes = entryBytes(entry);
    if (bytes + ARCHIVE_RECORD_BYTES > maxBytes) throw new Error(`${source.fileName} alone exceeds a ZIP part (${bytes} bytes)`);
    if (!current || current.bytes + bytes > maxBytes) {
      current = { n: parts.length + 1, entries: [], bytes: ARCHIVE_RECORD_BYTES };
      parts.push(current);
    }
    current.entries.push(entry);
    current.bytes += bytes;
  });
  return parts;
}
