import exifReader from 'exif-reader';
import sharp, { type Sharp } from 'sharp';
import { renditionWidths } from '../../domain/content/image-ladder';
import { DomainError } from '../../domain/errors';
import {
  GALLERY_RENDITION_FORMATS, GALLERY_THUMB_MAX_BYTES, galleryThumbWidth, isGridWidth, type RenditionFormat,
} from '../../domain/gallery/gallery-storage';

/** What the renditions keep of an original, read from its pixels and EXIF. */
export interface OriginalFacts {
  /** Upright size (after EXIF orientation). */
  width: number;
  height: number;
  capturedAt: string | null;
  /** The only metadata a rendition carries: who made the photograph and who owns it. */
  credit: { Artist?: string; Copyright?: string };
}

export interface EncodedRendition {
  kind: 'web' | 'thumb';
  format: RenditionFormat;
  width: number;
  height: number;
  data: Buffer;
  contentType: string;
  /** The encoder's quality setting it was made with (a thumbnail steps down until it fits its budget). */
  quality: number;
}

const CONTENT_TYPES: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

// The site's settings (scripts/images/image-pipeline.mjs) for the web sizes; thumbnails start a little lower and step
// down until they fit GALLERY_THUMB_MAX_BYTES (a busy, grainy frame needs a lower quality than a calm one).
const WEB_QUALITY: Record<RenditionFormat, number> = { avif: 50, webp: 75, jpg: 78 };
const THUMB_QUALITIES: Record<RenditionFormat, number[]> = { avif: [45, 35, 25, 15], webp: [70, 50, 30, 15, 5], jpg: [72, 58, 44, 30, 15] };
// Past the lowest quality, a thumbnail gets narrower rather than heavier (only pure noise ever comes here).
const THUMB_SHRINK = 0.8;
// The renditions a grid tile may fetch (up to GALLERY_GRID_MAX_WIDTH, in every format: AVIF, WebP where AVIF is not
// decoded, the JPEG `srcset` where neither is) step down the same way from the site's quality, but keep their width
// (the srcset names it). bench:thumbnails over 23 real photographs: at 800 px only a star field (the Hubble deep field)
// needed an AVIF step (q45: 34 KB, SSIM 0.878 → 0.861), while the WebPs reached 55.9 KB and the JPEGs more at the
// site's quality. A higher AVIF effort was no way out: effort 4 saved 0.5–17 % at ten times the encoding time.
const GRID_QUALITIES: Record<RenditionFormat, number[]> = {
  avif: [WEB_QUALITY.avif, 45, 40, 30],
  webp: [WEB_QUALITY.webp, 65, 55, 45, 35, 20],
  jpg: [WEB_QUALITY.jpg, 68, 58, 48, 38],
};

// Truncated or damaged files fail instead of being rendered with a grey band.
const INPUT = { failOn: 'error' } as const;

function unreadable(error: unknown): DomainError {
  return new DomainError('gallery/original-unreadable', `Not a decodable image: ${error instanceof Error ? error.message : String(error)}`);
}

/** `YYYY-MM-DDTHH:mm:ss` of EXIF DateTimeOriginal: exif-reader reads the camera's wall clock as if it were UTC. */
function capturedAtOf(exif: Buffer | undefined): { capturedAt: string | null; credit: OriginalFacts['credit'] } {
  if (!exif) return { capturedAt: null, credit: {} };
  try {
    const tags = exifReader(exif);
    const taken = tags.Photo?.DateTimeOriginal;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const credit = Object.fromEntries(
      Object.entries({ Artist: text(tags.Image?.Artist), Copyright: text(tags.Image?.Copyright) }).filter(([, value]) => value),
    );
    return { capturedAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString().slice(0, 19) : null, credit };
  } catch {
    // A damaged EXIF block does not make the photograph unusable: it only loses its capture time.
    return { capturedAt: null, credit: {} };
  }
}

/** Reads the original's upright size, capture time and credit; rejects `gallery/original-unreadable`. */
export async function readOriginal(original: Buffer): Promise<OriginalFacts> {
  const meta = await sharp(original, INPUT)
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (!meta.width || !meta.height) throw unreadable(new Error('no dimensions'));
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return {
    width: quarterTurn ? meta.height : meta.width,
    height: quarterTurn ? meta.width : meta.height,
    ...capturedAtOf(meta.exif),
  };
}

function encode(image: Sharp, format: RenditionFormat, quality: number, credit: OriginalFacts['credit']): Sharp {
  // sharp writes no metadata unless asked: only the credit goes back in (no GPS, serial numbers, XMP, IPTC).
  const tagged = Object.keys(credit).length > 0 ? image.withExif({ IFD0: credit }) : image;
  if (format === 'jpg') return tagged.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true, progressive: true });
  if (format === 'webp') return tagged.webp({ quality, effort: 4 });
  return tagged.avif({ quality, effort: 2, chromaSubsampling: '4:2:0' });
}

/**
 * Every rendition of one original, one at a time (so at most one encoded file is held besides the decoded pixels):
 * the ladder's widths in each format, then the thumbnails. The original is decoded, oriented and scaled to the
 * largest width once; every smaller size starts from those pixels.
 */
export async function* encodeRenditions(original: Buffer, facts: OriginalFacts): AsyncGenerator<EncodedRendition> {
  const widths = renditionWidths(facts.width);
  const top = widths[widths.length - 1]!;
  const { data, info } = await sharp(original, INPUT)
    .autoOrient()
    .toColourspace('srgb')
    .resize({ width: top, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const scaled = (width: number) => (width < info.width ? pixels().resize({ width, kernel: 'lanczos3' }) : pixels());

  for (const format of GALLERY_RENDITION_FORMATS) {
    for (const width of widths) {
      const qualities = isGridWidth(width) ? GRID_QUALITIES[format] : [WEB_QUALITY[format]];
      const { out, quality } = await withinBudget(() => scaled(width), format, qualities, facts.credit);
      yield { kind: 'web', format, width: out.info.width, height: out.info.height, data: out.data, contentType: CONTENT_TYPES[format], quality };
    }
  }
  for (const format of GALLERY_RENDITION_FORMATS) {
    const { out, quality } = await thumbnail(format, galleryThumbWidth(info.width), scaled, facts.credit);
    yield { kind: 'thumb', format, width: out.info.width, height: out.info.height, data: out.data, contentType: CONTENT_TYPES[format], quality };
  }
}

/** The first of `qualities` whose file fits GALLERY_THUMB_MAX_BYTES, else the last one's. */
async function withinBudget(image: () => Sharp, format: RenditionFormat, qualities: readonly number[], credit: OriginalFacts['credit']) {
  for (const [i, quality] of qualities.entries()) {
    const out = await encode(image(), format, quality, credit).toBuffer({ resolveWithObject: true });
    if (out.data.length <= GALLERY_THUMB_MAX_BYTES || i === qualities.length - 1) return { out, quality, fits: out.data.length <= GALLERY_THUMB_MAX_BYTES };
  }
  throw new Error('no quality to encode with');
}

async function thumbnail(format: RenditionFormat, width: number, scaled: (width: number) => Sharp, credit: OriginalFacts['credit']) {
  for (let w = width; ; w = Math.max(1, Math.round(w * THUMB_SHRINK))) {
    const made = await withinBudget(() => scaled(w), format, THUMB_QUALITIES[format], credit);
    if (made.fits || w === 1) return made;
  }
}
