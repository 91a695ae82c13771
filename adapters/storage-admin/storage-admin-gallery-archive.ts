import { Transform, type PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Bucket } from '@google-cloud/storage';
import { ZipFile } from 'yazl';
import { galleryZipFile } from '../../domain/gallery/gallery-storage';
import type { ArchivePart, ArchivePartRequest, ArchiveProgress, GalleryArchivePort } from '../../ports/gallery-archive-port';
import { checkArchiveEntries, contentDisposition } from '../../domain/gallery/archive-entries';
import { storageAdminError } from './storage-admin-errors';
import { downloadUrl, galleryDownloadToken, type GalleryFileTokens } from './storage-admin-urls';

export interface StorageAdminGalleryArchiveOptions {
  /**
   * Bytes per request of the resumable upload (a multiple of 256 KiB): each chunk is kept until the bucket confirms
   * it, so a dropped connection resumes there. Unset, the part goes up in one streamed request that cannot resume —
   * only for the Storage emulator, which finalises a resumable upload on its first request and refuses the next chunk.
   */
  uploadChunkBytes?: number;
  /** How often progress is reported between finished entries. */
  progressEveryBytes?: number;
  /** The parts' download tokens (a random one each without). */
  tokens?: GalleryFileTokens;
}

/** Production's chunk: 32 chunks of a 256 KiB step, a few seconds of a function's bandwidth. */
export const ARCHIVE_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * GalleryArchivePort with firebase-admin's Storage and yazl. yazl writes stored entries from streams (sizes and
 * CRC-32 in a data descriptor after each entry), switches to ZIP64 records only where an archive needs them (past
 * 4 GiB or 65,534 entries), and opens each entry's stream only when its turn comes (addReadStreamLazy): one original
 * is read at a time, through back-pressure, into one resumable upload.
 */
export class StorageAdminGalleryArchive implements GalleryArchivePort {
  constructor(
    private readonly bucket: Bucket,
    private readonly origin: string,
    private readonly options: StorageAdminGalleryArchiveOptions = {},
  ) {}

  async buildPart(request: ArchivePartRequest, onProgress?: (progress: ArchiveProgress) => void): Promise<ArchivePart> {
    checkArchiveEntries(request.entries);
    const path = galleryZipFile(request.galleryId, request.jobId, request.part);
    // Every original is looked up before the upload starts: a missing one fails the part before any byte is written.
    const sources = await Promise.all(
      request.entries.map(async (entry) => {
        const file = this.bucket.file(entry.objectPath);
        const [metadata] = await file.getMetadata().catch((error: unknown) => {
          throw storageAdminError(error, entry.objectPath);
        });
        return { entry, file, size: Number(metadata.size), created: new Date(String(metadata.timeCreated ?? metadata.updated ?? Date.now())) };
      }),
    );

    const entriesTotal = sources.length;
    let entriesDone = 0;
    let bytesWritten = 0;
    let reported = 0;
    const report = () => {
      reported = bytesWritten;
      onProgress?.({ entriesDone, entriesTotal, bytesWritten });
    };
    const zip = new ZipFile();
    // yazl reports its own failures (an entry of another size than announced) on the ZipFile, and leaves a lazy
    // entry's stream without an error handler: either way the output is ended with the error, so the pipeline rejects
    // instead of waiting for bytes that never come.
    const fail = (error: Error) => (zip.outputStream as PassThrough).destroy(error);
    zip.on('error', fail);
    for (const { entry, file, size, created } of sources) {
      zip.addReadStreamLazy(entry.entryName, { compress: false, size, mtime: created }, (callback) => {
        const stream = file.createReadStream();
        stream.once('error', fail);
        stream.once('end', () => {
          entriesDone += 1;
        });
        callback(null, stream);
      });
    }
    zip.end();

    const every = this.options.progressEveryBytes ?? 4 * 1024 * 1024;
    let lastDone = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytesWritten += chunk.length;
        if (entriesDone !== lastDone || bytesWritten - reported >= every) {
          lastDone = entriesDone;
          report();
        }
        callback(null, chunk);
      },
    });
    const { token, metadata } = await galleryDownloadToken(this.options.tokens, request.galleryId, path);
    const target = this.bucket.file(path);
    const upload = target.createWriteStream({
      resumable: true,
      ...(this.options.uploadChunkBytes ? { chunkSize: this.options.uploadChunkBytes } : {}),
      contentType: 'application/zip',
      metadata: { contentDisposition: contentDisposition(request.downloadName ?? `part-${request.part}.zip`), metadata },
    });
    try {
      await pipeline(zip.outputStream, counter, upload);
    } catch (error) {
      await target.delete({ ignoreNotFound: true }).catch(() => undefined);
      throw storageAdminError(error, path);
    }
    entriesDone = entriesTotal;
    report();
    return { path, bytes: bytesWritten, entries: entriesTotal, url: downloadUrl(this.origin, this.bucket.name, path, token) };
  }

  async removeParts(galleryId: string, jobId: string): Promise<void> {
    const folder = galleryZipFile(galleryId, jobId, 1).replace(/part-1\.zip$/, '');
    await this.bucket.deleteFiles({ prefix: folder, force: true }).catch((error: unknown) => {
      throw storageAdminError(error, folder);
    });
  }
}
