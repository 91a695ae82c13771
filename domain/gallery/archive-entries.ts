import { DomainError } from '../errors';
import { isStoragePath } from '../files/storage-path';
import { downloadRenditionWidth } from './gallery-storage';

/**
 * What every ZIP-building adapter refuses before writing a byte: an empty part, an entry name that would unpack outside
 * the folder (`/`, `\`, `..`) or twice into it (names compared without case, as Windows and macOS do), an object path
 * that is not one. The names themselves come from the gallery's ZIP partition rule; this guards the adapters' input.
 */
export function checkArchiveEntries(entries: readonly { objectPath: string; entryName: string }[]): void {
  if (entries.length === 0) throw new DomainError('storage/unknown', 'A ZIP part needs at least one entry');
  const seen = new Set<string>();
  for (const { objectPath, entryName } of entries) {
    if (!isStoragePath(objectPath)) throw new DomainError('storage/unknown', `Invalid object path: ${JSON.stringify(objectPath)}`);
    if (!entryName.trim() || /[/\\]/.test(entryName) || entryName === '.' || entryName === '..') {
      throw new DomainError('storage/unknown', `Invalid ZIP entry name: ${JSON.stringify(entryName)}`);
    }
    const key = entryName.normalize('NFC').toLowerCase();
    if (seen.has(key)) throw new DomainError('storage/unknown', `Repeated ZIP entry name: ${JSON.stringify(entryName)}`);
    seen.add(key);
  }
}

/**
 * The Content-Disposition that makes a browser save a ZIP under `fileName`: an ASCII fallback for old clients and the
 * UTF-8 name (RFC 6266 / 5987) for everyone else, so "Svatba Jana a Petr – 1.zip" keeps its accents and dash.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The name a viewer's download of a photo carries, alone or as a ZIP entry: the original's own name for the original;
 * for the web size, which is the largest JPEG rendition whatever the camera wrote, the same name ending in `.jpg`
 * (DSC_1234.NEF → DSC_1234.jpg), so the name says what the bytes are. A photo too narrow for any rendition is served
 * as its original (galleryDownloadFile) and keeps its name.
 */
export function downloadFileName(photo: { fileName: string; width: number }, right: 'web' | 'original'): string {
  if (downloadRenditionWidth(photo, right) === undefined) return photo.fileName;
  const dot = photo.fileName.lastIndexOf('.');
  return `${dot > 0 ? photo.fileName.slice(0, dot) : photo.fileName}.jpg`;
}
