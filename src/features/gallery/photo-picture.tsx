import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';

/** The thumbnail's width (design: a small grid rendition of ≤ 40 KB, 360 px wide). */
const THUMB_WIDTH = 360;

interface PhotoPictureProps {
  photo: ViewerPhoto;
  /** The `sizes` the browser picks a rendition by: the tile's pixel width, or the viewport in the full-screen viewer. */
  sizes: string;
  /** A grid tile: the small thumbnail first, lazily loaded; the full-screen viewer loads at once. */
  thumb?: boolean;
  /**
   * A tile of the first screen: loaded at once rather than when the lazy loader finds it in view (it is, but only after
   * layout), and for the first row at high priority — one of them is the page's largest paint.
   */
  firstScreen?: 'first-row' | 'visible';
}

/**
 * One photograph from its renditions: AVIF, then WebP, then JPEG, each as a `srcset` of the widths the functions made
 * (never upscaled), so a phone's 2-column grid loads the thumbnail and a 4K screen the 2400 px version.
 */
export function PhotoPicture({ photo, sizes, thumb = false, firstScreen }: PhotoPictureProps) {
  const set = (format: 'avif' | 'webp' | 'jpg') => photo.sources.map((source) => `${source[format]} ${source.width}w`).join(', ');
  // The thumbnail is a WebP (the functions' thumb rendition): a candidate of the WebP source only, never of the JPEG
  // fallback, which a browser without WebP could not decode.
  const webp = [thumb ? `${photo.thumb} ${THUMB_WIDTH}w` : null, set('webp')].filter(Boolean).join(', ');
  const smallest = photo.sources[0];
  const largest = photo.sources[photo.sources.length - 1];
  return (
    <picture>
      {photo.sources.length > 0 ? <source type="image/avif" srcSet={set('avif')} sizes={sizes} /> : null}
      {photo.sources.length > 0 ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={!largest ? photo.thumb : thumb ? smallest!.jpg : largest.jpg}
        srcSet={set('jpg') || undefined}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt=""
        loading={thumb && !firstScreen ? 'lazy' : 'eager'}
        fetchPriority={firstScreen === 'first-row' ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
