import { checkArchiveEntries, contentDisposition } from '../../domain/gallery/archive-entries';
import { galleryZipFile } from '../../domain/gallery/gallery-storage';
import type { ArchivePart, ArchivePartRequest, ArchiveProgress, GalleryArchivePort } from '../../ports/gallery-archive-port';
import type { InMemoryFileStorage } from './in-memory-file-storage';
import { storedZip } from './stored-zip';

/** ZIP parts in the in-memory bucket (the same InMemoryFileStorage the upload queue writes originals to). */
export class InMemoryGalleryArchive implements GalleryArchivePort {
  constructor(private readonly storage: InMemoryFileStorage) {}

  async buildPart(request: ArchivePartRequest, onProgress?: (progress: ArchiveProgress) => void): Promise<ArchivePart> {
    checkArchiveEntries(request.entries);
    const path = galleryZipFile(request.galleryId, request.jobId, request.part);
    const entries = [];
    for (const entry of request.entries) entries.push({ name: entry.entryName, data: await this.storage.read(entry.objectPath) });
    const zip = storedZip(entries);
    // The fake has the whole ZIP at once: progress is one report per entry, then the end.
    const entriesTotal = entries.length;
    let bytesWritten = 0;
    entries.forEach(({ name, data }, i) => {
      bytesWritten += 46 + new TextEncoder().encode(name).length + data.length;
      onProgress?.({ entriesDone: i + 1, entriesTotal, bytesWritten: Math.min(bytesWritten, zip.length) });
    });
    await this.storage.upload(path, zip, 'application/zip', { contentDisposition: contentDisposition(request.downloadName ?? `part-${request.part}.zip`) });
    onProgress?.({ entriesDone: entriesTotal, entriesTotal, bytesWritten: zip.length });
    return { path, bytes: zip.length, entries: entriesTotal, url: await this.storage.url(path) };
  }

  async removeParts(galleryId: string, jobId: string): Promise<void> {
    const folder = galleryZipFile(galleryId, jobId, 1).replace(/\/part-1\.zip$/, '');
    for (const file of await this.storage.list(folder)) await this.storage.remove(file.path);
  }
}
