import yauzl, { type Entry } from 'yauzl';

export interface ReadZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  crc32: number;
  size: number;
  compressedSize: number;
  data: Buffer;
}

/**
 * Reads a whole ZIP with yauzl, a reader independent of the writers under test: it checks the central directory
 * against the local headers and every entry's CRC-32 and size as it reads (a mismatch rejects).
 */
export function readZip(zip: Buffer): Promise<ReadZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries: ReadZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              method: entry.compressionMethod,
              crc32: entry.crc32,
              size: entry.uncompressedSize,
              compressedSize: entry.compressedSize,
              data: Buffer.concat(chunks),
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
