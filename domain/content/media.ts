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
