import { DomainError } from '../errors';
import { isStoragePath } from './storage-path';

// What browsers may write to the bucket (storage.rules repeats these; adapters/firebase/storage-rules-domain.test.ts
// checks the copies): only the photographer, and only a booking's files and a gallery's originals. Renditions, ZIPs
// and everything a couple or a guest receives are written and served by the functions.

/** A booking's file (a contract PDF, an invoice). */
export const BOOKING_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** An original photograph: the photographer's edited JPEGs are 15–40 MB; the limit leaves room for a large TIFF. */
export const GALLERY_ORIGINAL_MAX_BYTES = 200 * 1024 * 1024;

/** Originals are images (the rules match the content type against `image/.+`). */
export const GALLERY_ORIGINAL_CONTENT_TYPE = /^image\/.+$/;

/** `galleries/{galleryId}/originals/{fileName}`: the one folder of a gallery that browsers write. */
export function galleryOriginalPath(galleryId: string, fileName: string): string {
  const path = `galleries/${galleryId}/originals/${fileName}`;
  if ([galleryId, fileName].some((segment) => segment.includes('/')) || !isStoragePath(path)) {
    throw new DomainError('storage/unknown', `Invalid gallery original: ${JSON.stringify([galleryId, fileName])}`);
  }
  return path;
}
