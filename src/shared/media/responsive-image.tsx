import type { ImgHTMLAttributes } from 'react';
import type { MediaImage, MediaRendition } from '../../../domain/content/media';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  image: MediaImage;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right rendition. */
  sizes: string;
  priority?: boolean;
}

/** `url 480w, url 800w, …` */
export function srcSetOf(renditions: ReadonlyArray<MediaRendition>): string {
  return renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
}

/**
 * An image with intrinsic size (no layout shift), srcset when renditions exist, lazy unless it is above the fold.
 * Optimised images get a `<picture>` whose AVIF/WebP sources the browser prefers over the JPEG `<img>`; the
 * picture is `display: contents`, so the `<img>` (and its class) is laid out exactly as without it.
 */
export function ResponsiveImage({ image, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const srcSet = image.formats?.length ? srcSetOf([...image.formats, image]) : undefined;
  const img = (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture className="responsive-picture">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetOf(source.renditions)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
