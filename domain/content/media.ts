/** One encoded size of an image. */
export interface MediaRendition {
  url: string;
  width: number;
  height: number;
}

/** An image with intrinsic dimensions, so the UI can reserve space and pick sizes. */
export interface MediaImage {
  /** The fallback the `<img>` loads; once optimised for the web, the largest JPEG rendition (never the original). */
  url: string;
  width: number;
  height: number;
  /** Czech alternative text; empty string only for purely decorative images. */
  alt: string;
  /** Smaller renditions in the same format as `url` (JPEG once optimised), ascending by width, for srcset. */
  formats?: ReadonlyArray<MediaRendition>;
  /**
   * Modern encodings of the same renditions, best first (AVIF, then WebP), each ascending by width;
   * the `<img>` keeps the JPEG fallback.
   */
  sources?: ReadonlyArray<{ type: 'image/avif' | 'image/webp'; renditions: ReadonlyArray<MediaRendition> }>;
}

/** How wide link previews (Facebook, WhatsApp, Messenger) draw a shared image. */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The rendition of `image` to name in a link preview: the smallest in the image's own format (JPEG once optimised;
 * previews ignore AVIF and WebP) at least `SHARE_IMAGE_WIDTH` wide, or the largest there is.
 */
export function shareRendition(image: Pick<MediaImage, 'url' | 'width' | 'height' | 'formats'>): MediaRendition {
  const candidates = [...(image.formats ?? []), { url: image.url, width: image.width, height: image.height }].sort((a, b) => a.width - b.width);
  const pick = candidates.find((c) => c.width >= SHARE_IMAGE_WIDTH) ?? candidates[candidates.length - 1]!;
  return { url: pick.url, width: pick.width, height: pick.height };
}
