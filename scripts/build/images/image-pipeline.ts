// Build-time image pipeline: turns every MediaImage of the content into web renditions served from the site's
// own origin — AVIF and WebP, with a progressive JPEG fallback, in widths that match the layout's slots. File
// names carry a hash of the source bytes and the encode settings, so they can be cached immutably; an on-disk
// cache keyed by the same hash makes a rebuild of unchanged content cheap. The camera original is never served.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTH_LADDER, renditionWidths } from '../../../domain/content/image-ladder.ts';
import type { MediaImage, MediaRendition } from '../../../domain/content/media.ts';

type Extension = 'avif' | 'webp' | 'jpg';
type Optimised = Omit<MediaImage, 'alt'>;
type Renditions = Record<Extension, MediaRendition[]>;

export interface ImagePipelineOptions {
  /** The build output (e.g. dist); files go to outDir + publicPath. */
  outDir: string;
  /** URL prefix and folder of the renditions; default '/img/'. */
  publicPath?: string;
  /** Encoded files of earlier builds, keyed by the same content hash (e.g. node_modules/.cache/site-images). */
  cacheDir?: string;
  /** The original's bytes: '/media/…' resolved from public/, or http(s) fetched from the CMS. */
  readOriginal(url: string): Promise<Buffer>;
  /** Width ladder; default DEFAULT_WIDTHS. */
  widths?: readonly number[];
  /** Originals processed at once; default the number of CPUs. */
  concurrency?: number;
}

export interface ImagePipelineStats {
  originals: number;
  files: number;
  bytes: number;
  cachedHits: number;
}

export interface ImagePipeline {
  optimise(image: MediaImage): Promise<MediaImage>;
  stats(): ImagePipelineStats;
}

// The width ladder and its never-upscale rule are the domain's (domain/content/image-ladder.ts): the galleries'
// renditions cut photographs the same way.
export const DEFAULT_WIDTHS: readonly number[] = IMAGE_WIDTH_LADDER;
export { renditionWidths };

// Low AVIF effort keeps a cold build of the demo content quick on two cores; the files stay far below WebP/JPEG.
export const ENCODINGS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } },
  { ext: 'webp', type: 'image/webp', options: { quality: 75, effort: 4 } },
  { ext: 'jpg', type: 'image/jpeg', options: { quality: 78, mozjpeg: true, progressive: true } },
] as const;

// Bump when the output for the same bytes changes in a way the settings above do not describe.
const PIPELINE_VERSION = 1;

export function isMediaImage(value: unknown): value is MediaImage {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.url === 'string' && typeof v.width === 'number' && typeof v.height === 'number' && typeof v.alt === 'string';
}

/** A tiny semaphore: at most `limit` tasks run at once. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Writes via a temporary name and a rename, so a reader (or a killed build) never leaves half a file. */
async function writeAtomic(file: string, data: string | Buffer) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

export function createImagePipeline({ outDir, publicPath = '/img/', cacheDir, readOriginal, widths = DEFAULT_WIDTHS, concurrency }: ImagePipelineOptions): ImagePipeline {
  const prefix = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const targetDir = path.join(outDir, ...prefix.split('/').filter(Boolean));
  const settings = JSON.stringify({ PIPELINE_VERSION, widths, ENCODINGS });
  const run = limiter(concurrency ?? Math.max(1, os.availableParallelism()));
  const byUrl = new Map<string, Promise<Optimised>>();
  const counts = { originals: 0, files: 0, bytes: 0, cachedHits: 0 };
  let dirsReady: Promise<unknown> | undefined;

  const ensureDirs = () =>
    (dirsReady ??= Promise.all([fs.mkdir(targetDir, { recursive: true }), cacheDir && fs.mkdir(cacheDir, { recursive: true })]));

  /** Encodes every width × format of one original; returns file name → bytes, and the renditions. */
  async function encode(source: Buffer, hash: string): Promise<{ files: Map<string, Buffer>; renditions: Renditions }> {
    const meta = await sharp(source).metadata();
    // metadata() reports the stored dimensions; once oriented by EXIF, a quarter turn swaps them.
    const sourceWidth = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
    const ladder = renditionWidths(sourceWidth, widths);
    const base = sharp(source, { failOn: 'error' }).autoOrient().toColourspace('srgb');
    const top = ladder[ladder.length - 1]!;
    // Decode and resize the (possibly 24-megapixel) original once; every smaller width starts from these pixels.
    const { data, info } = await base.resize({ width: top, withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files = new Map<string, Buffer>();
    const renditions: Renditions = { avif: [], webp: [], jpg: [] };
    await Promise.all(
      ladder.flatMap((width) =>
        ENCODINGS.map(async ({ ext, options }) => {
          let image = sharp(data, raw);
          if (width < info.width) image = image.resize({ width, kernel: 'lanczos3' });
          if (ext === 'jpg') image = image.flatten({ background: '#ffffff' }).jpeg(options);
          else if (ext === 'webp') image = image.webp(options);
          else image = image.avif(options);
          const out = await image.toBuffer({ resolveWithObject: true });
          const name = `${hash}-${out.info.width}.${ext}`;
          files.set(name, out.data);
          renditions[ext].push({ url: `${prefix}${name}`, width: out.info.width, height: out.info.height });
        }),
      ),
    );
    for (const list of Object.values(renditions)) list.sort((a, b) => a.width - b.width);
    return { files, renditions };
  }

  async function fromCache(hash: string): Promise<{ files: Map<string, Buffer>; renditions: Renditions } | null> {
    if (!cacheDir) return null;
    try {
      const manifest = JSON.parse(await fs.readFile(path.join(cacheDir, `${hash}.json`), 'utf8')) as Renditions;
      const files = new Map<string, Buffer>();
      for (const list of Object.values(manifest)) {
        for (const r of list) {
          const name = r.url.slice(r.url.lastIndexOf('/') + 1);
          files.set(name, await fs.readFile(path.join(cacheDir, name)));
        }
      }
      // The manifest records URLs under the publicPath it was built with; rebase them.
      for (const list of Object.values(manifest)) for (const r of list) r.url = `${prefix}${r.url.slice(r.url.lastIndexOf('/') + 1)}`;
      return { files, renditions: manifest };
    } catch {
      return null; // not cached, or a file is missing: encode again
    }
  }

  async function processOriginal(url: string): Promise<Optimised> {
    const source = await readOriginal(url).catch((error) => {
      throw new Error(`image pipeline: cannot read ${url}: ${error instanceof Error ? error.message : error}`);
    });
    const hash = createHash('sha256').update(settings).update('\0').update(source).digest('hex').slice(0, 20);
    await ensureDirs();
    let result = await fromCache(hash);
    if (result) counts.cachedHits += 1;
    else {
      result = await encode(source, hash).catch((error) => {
        throw new Error(`image pipeline: cannot encode ${url}: ${error instanceof Error ? error.message : error}`);
      });
      if (cacheDir) {
        for (const [name, data] of result.files) await writeAtomic(path.join(cacheDir, name), data);
        await writeAtomic(path.join(cacheDir, `${hash}.json`), JSON.stringify(result.renditions));
      }
    }
    for (const [name, data] of result.files) {
      await writeAtomic(path.join(targetDir, name), data);
      counts.files += 1;
      counts.bytes += data.length;
    }
    counts.originals += 1;
    const { jpg, webp, avif } = result.renditions;
    const largest = jpg[jpg.length - 1]!;
    return {
      url: largest.url,
      width: largest.width,
      height: largest.height,
      ...(jpg.length > 1 ? { formats: jpg.slice(0, -1) } : {}),
      sources: [
        { type: 'image/avif' as const, renditions: avif },
        { type: 'image/webp' as const, renditions: webp },
      ],
    };
  }

  return {
    /**
     * The image with its web renditions: url/width/height the largest JPEG, `formats` the smaller JPEGs,
     * `sources` AVIF and WebP. Other fields (alt, caption…) are kept; CMS-made `formats` are replaced.
     */
    async optimise(image) {
      if (!byUrl.has(image.url)) byUrl.set(image.url, run(() => processOriginal(image.url)));
      const optimised = await byUrl.get(image.url)!;
      const { formats: _cmsFormats, ...rest } = image;
      return { ...rest, ...optimised };
    },
    /** Counters so far: distinct originals, files and bytes written to outDir, originals served from the cache. */
    stats: () => ({ ...counts }),
  };
}

/**
 * A copy of `data` in which every MediaImage (string url, numeric width and height, string alt), however deeply
 * nested, is replaced by its optimised form. The input is not modified; the pipeline processes each URL once.
 */
export async function optimiseImages<T>(data: T, pipeline: Pick<ImagePipeline, 'optimise'>): Promise<T> {
  if (isMediaImage(data)) return (await pipeline.optimise(data)) as T;
  if (Array.isArray(data)) return (await Promise.all(data.map((item: unknown) => optimiseImages(item, pipeline)))) as T;
  if (data !== null && typeof data === 'object') {
    const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await optimiseImages(value, pipeline)]));
    return Object.fromEntries(entries) as T;
  }
  return data;
}
