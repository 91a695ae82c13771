import type { RenditionFormat } from '../domain/gallery/gallery-storage';

/**
 * The web renditions of one photograph of a gallery: what a couple and their guests are served instead of the
 * original. Called by the `makeRenditions` callable when an upload completes and by the sweep for originals without
 * renditions; works on one original at a time so its memory stays bounded whatever the gallery's size.
 *
 * Contract (tests/contracts/photo-renditions.contract.ts, run by the in-memory fake and by the firebase-admin adapter
 * against the Storage emulator):
 * - Reads `galleries/{galleryId}/originals/{photoId}` and writes, for every width of the site's ladder that does not
 *   upscale the original (domain/content/image-ladder.ts `renditionWidths`, taken after EXIF orientation), one file per
 *   format, `galleries/{galleryId}/web/{photoId}/{width}.{avif|webp|jpg}`, plus a grid thumbnail in each format,
 *   `…/thumb.{format}`, `GALLERY_THUMB_WIDTH` wide (or the original's width if smaller) and at most
 *   `GALLERY_THUMB_MAX_BYTES` each (its quality steps down to fit; only a frame that still does not fit at the lowest
 *   gets narrower). The AVIF web renditions up to `GALLERY_GRID_MAX_WIDTH`, which a grid tile fetches, step down
 *   towards the same budget but keep their width. Running it again overwrites the same files (idempotent).
 * - The in-memory fake writes every file of that layout at those sizes but holds the original's bytes in each (no
 *   image codec ships to browsers): the pixels and metadata are checked on the real adapter only.
 * - Every rendition is upright (EXIF orientation applied, no orientation tag left) and carries no metadata but the
 *   original's EXIF Artist and Copyright when it has them: no GPS, no camera or lens serial numbers, no XMP, no IPTC.
 *   The original itself is never changed.
 * - Resolves the original's upright size, its EXIF DateTimeOriginal, its byte size and every file written (path,
 *   format, size in pixels and bytes, and a download URL whose token the adapter set).
 * - Rejects `storage/not-found` when there is no such original, `gallery/original-unreadable` when it is not an image
 *   the server can decode (damaged, cut short, or e.g. HEIC) — nothing is written then —, and another `storage/*` code
 *   when the bucket fails.
 */
export interface PhotoRenditionsPort {
  makeRenditions(request: RenditionsRequest): Promise<PhotoRenditions>;
}

export interface RenditionsRequest {
  readonly galleryId: string;
  readonly photoId: string;
}

export interface PhotoRenditions {
  /** Upright size of the original, in pixels (after EXIF orientation). */
  readonly width: number;
  readonly height: number;
  /**
   * EXIF DateTimeOriginal as the camera's wall-clock time, `YYYY-MM-DDTHH:mm:ss` without a zone (cameras rarely record
   * one, and the photos of one wedding share the clock), or null when the original has none.
   */
  readonly capturedAt: string | null;
  readonly originalBytes: number;
  /** Every file written, web sizes ascending by width in each format, then the thumbnails. */
  readonly files: readonly RenditionFile[];
}

export interface RenditionFile {
  readonly path: string;
  /** `thumb` for the grid's thumbnail, else the width's step. */
  readonly kind: 'web' | 'thumb';
  readonly format: RenditionFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** Serves the file with no sign-in: a download URL with a token the adapter set (replaced when access is revoked). */
  readonly url: string;
}
