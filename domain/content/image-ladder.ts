/**
 * The site's image width ladder: slot widths from a phone thumbnail to a full-screen lightbox on a large, dense
 * display. The build's image pipeline (scripts/images) and the galleries' renditions (adapters/storage-admin) both
 * render these widths, so a photograph is cut the same way on the public pages and in a gallery.
 */
export const IMAGE_WIDTH_LADDER: readonly number[] = [480, 800, 1200, 1600, 2400];

// A ladder width this close to the largest rendition adds bytes and nothing to the page.
const MIN_STEP = 0.9;

/**
 * The widths to render for a source `sourceWidth` px wide (as displayed, i.e. after EXIF orientation): the ladder's
 * steps below it, and the source's own width in place of any larger step, so nothing is ever upscaled. A 1000 px
 * original gets 480, 800 and 1000; a 1250 px one 480, 800 and 1250 (1200 would add bytes, not sharpness).
 */
export function renditionWidths(sourceWidth: number, ladder: readonly number[] = IMAGE_WIDTH_LADDER): number[] {
  if (!Number.isFinite(sourceWidth) || sourceWidth < 1) return [];
  const top = Math.min(Math.floor(sourceWidth), Math.max(...ladder));
  return [...new Set([...ladder.filter((w) => w < top * MIN_STEP), top])].sort((a, b) => a - b);
}
