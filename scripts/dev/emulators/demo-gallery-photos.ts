// The demo gallery's photos for the emulators: camera-size JPEGs from the demo's deterministic scene generator
// (scripts/build/images), and their renditions made by the functions' own pipeline (sharp-renditions), generated once
// into .cache/demo-gallery/ (gitignored) and read from there by every later seed. Only the capture time changes from
// day to day (the demo wedding was three weeks ago): it is written into the cached original's EXIF at seed time.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenditionFormat } from '../../../domain/gallery/gallery-storage';
import { encodeRenditions, readOriginal } from '../../../adapters/storage-admin/sharp-renditions';
import { CAMERA_EXIF, renderCameraJpeg } from '../../build/images/generate-camera-originals.ts';
import { SCENES, type SceneName } from '../../build/images/camera-scenes.ts';
import { exifSegment, replaceExif } from '../../build/images/exif-segment.ts';
import { ROOT } from './settings.ts';

/** A camera's 24 megapixels (6000×4000), as the photographer's originals come. */
export const CAMERA_LONG_EDGE = 6000;
/** Bumped when the generator's output changes, so an old cache is not served. */
const CACHE_VERSION = 1;
const CACHE_DIR = join(ROOT, '.cache', 'demo-gallery');
const AT_ONCE = 2;

export interface DemoPhotoSpec {
  id: string;
  fileName: string;
  /** Only the orientation is used: portrait when taller than wide. */
  width: number;
  height: number;
}

export interface CachedRendition {
  kind: 'web' | 'thumb';
  format: RenditionFormat;
  width: number;
  contentType: string;
  data: Buffer;
}

export interface CachedPhoto {
  original: Buffer;
  /** Upright size of the original. */
  width: number;
  height: number;
  renditions: CachedRendition[];
}

type Manifest = Omit<CachedPhoto, 'original' | 'renditions'> & { renditions: Array<Omit<CachedRendition, 'data'> & { file: string }> };

const sceneNames = Object.keys(SCENES) as SceneName[];
const renditionFile = (r: { width: number; format: string; kind: string }) => `${r.kind === 'thumb' ? 'thumb' : r.width}.${r.format}`;

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function generate(spec: DemoPhotoSpec, index: number, dir: string, longEdge: number): Promise<void> {
  const shortEdge = Math.round((longEdge * 2) / 3);
  const portrait = spec.height > spec.width;
  const original = await renderCameraJpeg(
    { name: spec.fileName, scene: sceneNames[index % sceneNames.length]!, width: portrait ? shortEdge : longEdge, height: portrait ? longEdge : shortEdge },
    { sceneScale: 4 },
  );
  await mkdir(dir, { recursive: true });
  const facts = await readOriginal(original);
  const renditions: Manifest['renditions'] = [];
  for await (const rendition of encodeRenditions(original, facts)) {
    const file = renditionFile(rendition);
    await writeAtomically(join(dir, file), rendition.data);
    renditions.push({ kind: rendition.kind, format: rendition.format, width: rendition.width, contentType: rendition.contentType, file });
  }
  await writeAtomically(join(dir, 'original.jpg'), original);
  // Written last: a photo is cached once its manifest exists (an interrupted run leaves none and is made again).
  const manifest: Manifest = { width: facts.width, height: facts.height, renditions };
  await writeAtomically(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

async function readCached(dir: string): Promise<CachedPhoto | null> {
  const manifest = await readFile(join(dir, 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest, () => null);
  if (!manifest) return null;
  const renditions = await Promise.all(manifest.renditions.map(async ({ file, ...rest }) => ({ ...rest, data: await readFile(join(dir, file)) })));
  return { width: manifest.width, height: manifest.height, original: await readFile(join(dir, 'original.jpg')), renditions };
}

/**
 * Each photo's original (`longEdge` pixels on its long side, with the camera's EXIF) and renditions, generated where
 * the cache lacks them (`onGenerate` is told how many first). Deterministic: a photo's files depend only on its spec.
 */
export async function demoGalleryPhotos(
  specs: readonly DemoPhotoSpec[],
  { longEdge = CAMERA_LONG_EDGE, onGenerate }: { longEdge?: number; onGenerate?: (missing: number) => void } = {},
): Promise<Map<string, CachedPhoto>> {
  const root = join(CACHE_DIR, `v${CACHE_VERSION}-${longEdge}`);
  const dirOf = (spec: DemoPhotoSpec) => join(root, `${spec.id}-${spec.fileName}-${spec.height > spec.width ? 'p' : 'l'}`);
  const found = new Map<string, CachedPhoto>();
  const missing: Array<[DemoPhotoSpec, number]> = [];
  for (const [index, spec] of specs.entries()) {
    const cached = await readCached(dirOf(spec));
    if (cached) found.set(spec.id, cached);
    else missing.push([spec, index]);
  }
  if (missing.length > 0) onGenerate?.(missing.length);
  for (let i = 0; i < missing.length; i += AT_ONCE) {
    await Promise.all(
      missing.slice(i, i + AT_ONCE).map(async ([spec, index]) => {
        await generate(spec, index, dirOf(spec), longEdge);
        found.set(spec.id, (await readCached(dirOf(spec)))!);
      }),
    );
  }
  return found;
}

/** The cached original with the camera's EXIF and this capture time ("2026-11-06T14:03:00", local). */
export function withCaptureTime(original: Buffer, capturedAt: string): Buffer {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(capturedAt);
  if (!match) throw new Error(`not a capture time: ${capturedAt}`);
  const [, y, mo, d, h, mi, s] = match;
  return replaceExif(original, exifSegment({ ifd0: CAMERA_EXIF.IFD0, dateTimeOriginal: `${y}:${mo}:${d} ${h}:${mi}:${s}` }));
}
