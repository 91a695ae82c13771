import { DomainError } from '../errors';
import { isStoragePath } from '../files/storage-path';
import { IMAGE_WIDTH_LADDER, renditionWidths as ladderWidths } from '../content/image-ladder';
import { isGalleryEntityId } from './gallery';

/**
 * A gallery's files in the bucket (the design's storage layout). Browsers write only `originals/` (as the
 * photographer: storage.rules); the functions write the renditions and the ZIPs and hand out their URLs.
 */
/** The site's one width ladder (domain/content/image-ladder.ts): a gallery's photos are cut like the public pages'. */
export const GALLERY_RENDITION_WIDTHS = IMAGE_WIDTH_LADDER;
/** The grid's thumbnail: small enough for ≤ 40 KB at a tuned quality, sharp on a phone's two-column grid. */
export const GALLERY_THUMB_WIDTH = 360;
/** The most a thumbnail file may weigh: a grid of hundreds stays light on a phone's connection. */
export const GALLERY_THUMB_MAX_BYTES = 40 * 1024;
/**
 * The widest web rendition a grid tile fetches: the grid's AVIF `srcset` offers the ladder's widths, and Chromium takes
 * the 480 px one for a phone's 202 px tile up to DPR 2 and the 800 px one from DPR 2.625. Those AVIFs are held to
 * GALLERY_THUMB_MAX_BYTES as the thumbnails are.
 */
export const GALLERY_GRID_MAX_WIDTH = 800;
/** Best first: a `<picture>` offers AVIF, then WebP, and the JPEG as the fallback every browser shows. */
export const GALLERY_RENDITION_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RenditionFormat = (typeof GALLERY_RENDITION_FORMATS)[number];

/** The thumbnail's width for an original `width` pixels wide (as displayed): GALLERY_THUMB_WIDTH, never upscaled. */
export function galleryThumbWidth(originalWidth: number): number {
  return Math.min(GALLERY_THUMB_WIDTH, originalWidth);
}

/**
 * Whether a grid tile may be offered this rendition width: the thumbnail's and the ladder's up to GALLERY_GRID_MAX_WIDTH,
 * the files held to GALLERY_THUMB_MAX_BYTES; the wider ones are the full-screen viewer's.
 */
export function isGridWidth(width: number): boolean {
  return width <= GALLERY_GRID_MAX_WIDTH;
}

/** The widths made for an original `width` pixels wide (as displayed): the ladder's rule, never upscaled. */
export function renditionWidths(originalWidth: number): number[] {
  return ladderWidths(originalWidth);
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

/** `galleries/{galleryId}/web/{photoId}/{width|thumb}.{format}`. */
export function galleryRenditionFile(galleryId: string, photoId: string, width: number | 'thumb', format: RenditionFormat): string {
  ids(galleryId, photoId);
  const path = `galleries/${galleryId}/web/${photoId}/${width}.${format}`;
  if (!isStoragePath(path) || (width !== 'thumb' && !Number.isInteger(width))) throw new DomainError('storage/unknown', `Invalid rendition: ${path}`);
  return path;
}

/**
 * The object a viewer with this right downloads of a photo: the original, or its largest JPEG rendition (the original
 * when it is narrower than any step, i.e. there is none).
 */
export function galleryDownloadFile(galleryId: string, photo: { id: string; width: number }, right: 'web' | 'original'): string {
  const largest = downloadRenditionWidth(photo, right);
  return largest ? galleryRenditionFile(galleryId, photo.id, largest, 'jpg') : galleryOriginalFile(galleryId, photo.id);
}

/** The width of the JPEG rendition a download with this right serves, or undefined when it serves the original. */
export function downloadRenditionWidth(photo: { width: number }, right: 'web' | 'original'): number | undefined {
  return right === 'web' ? renditionWidths(photo.width).at(-1) : undefined;
}

/** `galleries/{galleryId}/zips/{jobId}`: one download job's parts (deleted with the job). */
export function galleryZipFolder(galleryId: string, jobId: string): string {
  ids(galleryId, jobId);
  return `galleries/${galleryId}/zips/${jobId}`;
}

/** `galleries/{galleryId}/zips/{jobId}/part-{n}.zip`, n from 1. */
export function galleryZipFile(galleryId: string, jobId: string, n: number): string {
  ids(galleryId, jobId);
  if (!Number.isInteger(n) || n < 1) throw new DomainError('storage/unknown', `Invalid ZIP part: ${n}`);
  return `${galleryZipFolder(galleryId, jobId)}/part-${n}.zip`;
}
