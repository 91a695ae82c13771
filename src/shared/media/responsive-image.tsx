import type { ImgHTMLAttributes } from 'react';
import type { MediaImage } from '../../../domain/content/media';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  image: MediaImage;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right rendition. */
  sizes: string;
  priority?: boolean;
}

/** An image with intrinsic size (no layout shift), srcset when renditions exist, lazy unless it is above the fold. */
export function ResponsiveImage({ image, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const srcSet = image.formats?.length
    ? [...image.formats, { url: image.url, width: image.width }].map((f) => `${f.url} ${f.width}w`).join(', ')
    : undefined;
  return (
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
}
