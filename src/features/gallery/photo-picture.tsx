import { isGridWidth } from '../../../domain/gallery/gallery-storage';
import type { PhotoSource, ViewerPhoto } from '../../../ports/gallery-viewer-port';

/** How a grid tile loads: the page's largest-paint candidate first and at high priority, its row at once, the rest lazily. */
export type TileLoading = 'lcp' | 'eager' | 'lazy';

interface PhotoPictureProps {
  photo: ViewerPhoto;
  /** The `sizes` the browser picks a rendition by: the tile's pixel width, or the viewport in the full-screen viewer. */
  sizes: string;
  /** A grid tile (from its thumbnail up to the grid's widths) and how it loads; without it, the full-screen viewer's photo. */
  tile?: TileLoading;
}

/**
 * One photograph from its renditions: AVIF, then WebP, then JPEG as the `<img>` every browser shows, each a `srcset` of
 * the widths the functions made (never upscaled). A tile starts from the thumbnail in each format, so a phone's grid at
 * DPR 1–1.8 takes the ~5 KB file, and stops at the grid's widths, whose files are held to the thumbnails' budget; the
 * full-screen viewer offers the web sizes up to the 2400 px one.
 */
export function PhotoPicture({ photo, sizes, tile }: PhotoPictureProps) {
  const offered: PhotoSource[] = tile ? [photo.thumb, ...photo.sources.filter((source) => isGridWidth(source.width) && source.width > photo.thumb.width)] : photo.sources;
  // A photo narrower than the ladder's first step has no web sizes: the viewer shows its thumbnail then.
  const candidates = offered.length > 0 ? offered : [photo.thumb];
  const set = (format: 'avif' | 'webp' | 'jpg') => candidates.map((source) => `${source[format]} ${source.width}w`).join(', ');
  const fallback = tile ? candidates[0]! : candidates[candidates.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img
        src={fallback.jpg}
        srcSet={set('jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt=""
        loading={tile === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={tile === 'lcp' ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
