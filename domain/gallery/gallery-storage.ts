import { DomainError } from '../errors';
import { isStoragePath } from '../files/storage-path';
import { isGalleryEntityId } from './gallery';

/**
 * A gallery's files in the bucket (the design's storage layout). Browsers write only `originals/` (as the
 * photographer: storage.rules); the functions write the renditions and the ZIPs and hand out their URLs.
 */
export const GALLERY_RENDITION_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
/** The grid's thumbnail: small enough for ≤ 40 KB at a tuned quality, sharp on a phone's two-column grid. */
export const GALLERY_THUMB_WIDTH = 360;
export const GALLERY_RENDITION_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RenditionFormat = (typeof GALLERY_RENDITION_FORMATS)[number];

/** The widths made for an original `width` pixels wide: the ladder's steps below it and the original's own width
 * in place of any larger step (never upscaled), so a 1000 px original gets 480, 800 and 1000. */
export function renditionWidths(originalWidth: number): number[] {
  const below = GALLERY_RENDITION_WIDTHS.filter((width) => width < originalWidth);
  return originalWidth > 0 && below.length < GALLERY_RENDITION_WIDTHS.length ? [...below, originalWidth] : below;
}

function ids(...values: string[]): void {
  if (!values.every(isGalleryEntityId)) throw new DomainError('storage/unknown', `Invalid gallery path segment: ${JSON.stringify(values)}`);
}

export function galleryFolder(galleryId: string): string {
  ids(galleryId);
  return `galleries/${galleryId}`;
}

/** `galleries/{galleryId}/originals/{photoId}`: named by the photo's random id, never by its file name. */
export function galleryOriginalFile(galleryId: string, photoId: string): string {
  ids(galleryId, photoId);
  return `galleries/${galleryId}/originals/${photoId}`;
}

export function galleryRenditionFile(galleryId: string, photoId: string, width: number | 'thumb', format: RenditionFormat): string {
  ids(galleryId, photoId);
  const path = `galleries/${galleryId}/web/${photoId}/${width}.${format}`;
  if (!isStoragePath(path) || (width !== 'thumb' && !Number.isInteger(width))) throw new DomainError('storage/unknown', `Invalid rendition: ${path}`);
  return path;
}

export function galleryZipFile(galleryId: string, jobId: string, n: number): string {
  ids(galleryId, jobId);
  if (!Number.isInteger(n) || n < 1) throw new DomainError('storage/unknown', `Invalid ZIP part: ${n}`);
  return `galleries/${galleryId}/zips/${jobId}/part-${n}.zip`;
}
