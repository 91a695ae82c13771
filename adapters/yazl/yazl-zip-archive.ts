import { ZipFile } from 'yazl';
import type { ZipArchivePort, ZipEntry } from '../../ports/units/zip-archive-port';

// A fixed time in every entry, so the same documents always make the same archive.
const FIXED_MTIME = new Date('2000-01-01T00:00:00Z');

/** The ZIP archive with yazl (pure JavaScript, already the functions' ZIP writer for the galleries). */
export class YazlZipArchive implements ZipArchivePort {
  async zip(entries: readonly ZipEntry[]): Promise<Uint8Array> {
    const names = new Set(entries.map((entry) => entry.name));
    if (names.size !== entries.length) throw new RangeError('ZIP entry names must be unique');
    const zip = new ZipFile();
    for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name, { mtime: FIXED_MTIME, compress: true });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }
}
