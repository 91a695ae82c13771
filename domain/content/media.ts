/** An image with intrinsic dimensions, so the UI can reserve space and pick sizes. */
export interface MediaImage {
  url: string;
  width: number;
  height: number;
  /** Czech alternative text; empty string only for purely decorative images. */
  alt: string;
  /** Smaller renditions for srcset, when the backend provides them. */
  formats?: ReadonlyArray<{ url: string; width: number; height: number }>;
}
