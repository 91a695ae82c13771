// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaImage, MediaRendition } from '../../../domain/content/media.ts';
import { CAMERA_ORIGINALS_URL, ensureCameraOriginals } from './generate-camera-originals.ts';
import { createImagePipeline, optimiseImages, renditionWidths } from './image-pipeline.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const HERO = `${CAMERA_ORIGINALS_URL}/home-hero.jpg`;
const NAME = /^\/img\/[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/;
const FORMAT = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'image-pipeline-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** readOriginal over public/ plus in-memory test files, counting reads per URL. */
function originals(extra: Record<string, Buffer> = {}) {
  const reads = new Map<string, number>();
  const readOriginal = async (url: string) => {
    reads.set(url, (reads.get(url) ?? 0) + 1);
    return extra[url] ?? readFile(join(PUBLIC_DIR, url));
  };
  return { readOriginal, reads };
}

const image = (url: string, width: number, height: number, alt = 'Fotografie'): MediaImage => ({ url, width, height, alt });
const widthsOf = (renditions: ReadonlyArray<MediaRendition> = []) => renditions.map((r) => r.width);
const allRenditions = (img: MediaImage) => [
  ...(img.formats ?? []).map((r) => ({ ...r, ext: 'jpg' as const })),
  { url: img.url, width: img.width, height: img.height, ext: 'jpg' as const },
  ...(img.sources ?? []).flatMap((s) => s.renditions.map((r) => ({ ...r, ext: s.type === 'image/avif' ? ('avif' as const) : ('webp' as const) }))),
];

/** A plain test photo: noise, so it is not trivially compressible; optionally tagged with an EXIF orientation. */
function testJpeg(width: number, height: number, orientation?: number) {
  const pipeline = sharp({ create: { width, height, channels: 3, background: '#a08060', noise: { type: 'gaussian', mean: 128, sigma: 20 } } });
  return (orientation ? pipeline.withMetadata({ orientation }) : pipeline).jpeg({ quality: 90 }).toBuffer();
}

beforeAll(async () => {
  await ensureCameraOriginals();
}, 180_000);

describe('image pipeline', () => {
  it('turns a camera original into AVIF, WebP and JPEG renditions at the ladder widths, stripped and far smaller', async () => {
    const outDir = await tempDir();
    const { readOriginal } = originals();
    const pipeline = createImagePipeline({ outDir, readOriginal });
    const cmsFormats = [{ url: 'http://cms/uploads/large_hero.jpg', width: 1000, height: 667 }];
    const result = await pipeline.optimise({ ...image(HERO, 6000, 4000, 'Novomanželé na kopci'), formats: cmsFormats });

    expect(result).toMatchObject({ width: 2400, height: 1600, alt: 'Novomanželé na kopci' });
    expect(result.url).toMatch(/-2400\.jpg$/);
    expect(widthsOf(result.formats)).toEqual([480, 800, 1200, 1600]);
    expect(result.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of result.sources ?? []) expect(widthsOf(source.renditions)).toEqual([480, 800, 1200, 1600, 2400]);

    const original = await stat(join(PUBLIC_DIR, HERO));
    const hashes = new Set<string>();
    for (const r of allRenditions(result)) {
      expect(r.url).toMatch(NAME);
      expect(r.url.endsWith(`-${r.width}.${r.ext}`), r.url).toBe(true);
      hashes.add(r.url.slice(5, 25));
      const file = join(outDir, r.url);
      const meta = await sharp(file).metadata();
      expect({ url: r.url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url: r.url,
        format: FORMAT[r.ext],
        width: r.width,
        height: Math.round((r.width * 2) / 3),
      });
      expect(meta.exif, `${r.url} keeps no camera EXIF`).toBeUndefined();
      if (r.ext === 'jpg') expect(meta.isProgressive).toBe(true);
      expect((await stat(file)).size).toBeLessThan(original.size / 20);
    }
    expect(hashes.size).toBe(1);
    const bytes = async (url: string) => (await stat(join(outDir, url))).size;
    const largest = (type: string) => result.sources!.find((s) => s.type === type)!.renditions.at(-1)!.url;
    expect(await bytes(largest('image/avif'))).toBeLessThan(await bytes(result.url));
    expect(await bytes(largest('image/webp'))).toBeLessThan(await bytes(result.url));
    expect(pipeline.stats()).toMatchObject({ originals: 1, files: 15, cachedHits: 0 });
    expect((await readdir(join(outDir, 'img'))).sort()).toEqual(allRenditions(result).map((r) => r.url.slice(5)).sort());
  }, 120_000);

  it('never upscales: a source narrower than the ladder tops out at its own width, SVG at its intrinsic size', async () => {
    expect(renditionWidths(6000)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(renditionWidths(1067)).toEqual([480, 800, 1067]);
    expect(renditionWidths(1250)).toEqual([480, 800, 1250]); // 1200 would add bytes, not sharpness
    expect(renditionWidths(300)).toEqual([300]);

    const small = '/test/small.jpg';
    const { readOriginal } = originals({ [small]: await testJpeg(1000, 700) });
    const outDir = await tempDir();
    const pipeline = createImagePipeline({ outDir, readOriginal });
    const jpeg = await pipeline.optimise(image(small, 1000, 700));
    expect([...widthsOf(jpeg.formats), jpeg.width]).toEqual([480, 800, 1000]);
    expect(jpeg.height).toBe(700);

    const svg = await pipeline.optimise(image('/media/demo/about/portrait.svg', 1067, 1600));
    expect({ width: svg.width, height: svg.height }).toEqual({ width: 1067, height: 1600 });
    expect(widthsOf(svg.sources?.[0]?.renditions)).toEqual([480, 800, 1067]);
    const meta = await sharp(join(outDir, svg.url)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1067, height: 1600 });
  }, 60_000);

  it('turns the pixels upright by EXIF orientation before measuring and resizing', async () => {
    const url = '/test/rotated.jpg';
    const { readOriginal } = originals({ [url]: await testJpeg(1200, 800, 6) }); // stored landscape, shown portrait
    const outDir = await tempDir();
    const result = await createImagePipeline({ outDir, readOriginal }).optimise(image(url, 800, 1200));
    expect({ width: result.width, height: result.height }).toEqual({ width: 800, height: 1200 });
    const meta = await sharp(join(outDir, result.url)).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 800, height: 1200, orientation: undefined });
  }, 60_000);

  it('reuses encoded files from the cache on the next build: same names, same bytes, nothing encoded', async () => {
    const url = '/test/cached.jpg';
    const source = await testJpeg(900, 600);
    const cacheDir = await tempDir();
    const first = createImagePipeline({ outDir: await tempDir(), cacheDir, readOriginal: originals({ [url]: source }).readOriginal });
    const before = await first.optimise(image(url, 900, 600));
    expect(first.stats().cachedHits).toBe(0);

    const outDir = await tempDir();
    const second = createImagePipeline({ outDir, cacheDir, readOriginal: originals({ [url]: source }).readOriginal });
    const after = await second.optimise(image(url, 900, 600));
    expect(after).toEqual(before);
    expect(second.stats()).toMatchObject({ originals: 1, cachedHits: 1, files: 9 });
    const written = await readFile(join(outDir, after.url));
    expect(written.equals(await readFile(join(cacheDir, after.url.slice(5))))).toBe(true);

    const changed = createImagePipeline({ outDir, cacheDir, readOriginal: originals({ [url]: await testJpeg(900, 601) }).readOriginal });
    const other = await changed.optimise(image(url, 900, 601));
    expect(changed.stats().cachedHits).toBe(0);
    expect(other.url).not.toBe(after.url); // new bytes, new name: immutable caching stays safe
  }, 60_000);

  it('optimiseImages replaces nested images, copies everything else and leaves the input untouched', async () => {
    const content = {
      home: { heroTitle: 'Svatby', heroImage: image('/a.jpg', 100, 50), featured: ['x', 'y'] },
      weddings: [{ slug: 'w', cover: image('/b.jpg', 100, 50), gallery: [image('/a.jpg', 100, 50, 'Jiný popis')], seo: null }],
      social: [{ url: 'https://www.instagram.com/x/', label: 'Instagram' }],
      count: 3,
      published: true,
    };
    const snapshot = structuredClone(content);
    const fake = { optimise: async (img: MediaImage) => ({ ...img, url: `/img/${img.url.slice(1)}`, sources: [] }) };

    const result = await optimiseImages(content, fake);
    expect(content).toEqual(snapshot);
    expect(result).toEqual({
      ...snapshot,
      home: { ...snapshot.home, heroImage: { ...snapshot.home.heroImage, url: '/img/a.jpg', sources: [] } },
      weddings: [
        {
          ...snapshot.weddings[0]!,
          cover: { ...snapshot.weddings[0]!.cover, url: '/img/b.jpg', sources: [] },
          gallery: [{ ...snapshot.weddings[0]!.gallery[0]!, url: '/img/a.jpg', sources: [] }],
        },
      ],
    });
    expect(result.home).not.toBe(content.home);
    expect(result.social[0]).not.toBe(content.social[0]);
  });

  it('processes each URL once however often the content uses it, keeping each use’s alt text', async () => {
    const url = '/test/shared.jpg';
    const { readOriginal, reads } = originals({ [url]: await testJpeg(700, 500) });
    const pipeline = createImagePipeline({ outDir: await tempDir(), readOriginal });
    const result = await optimiseImages(
      { cover: image(url, 700, 500, 'Obálka'), seo: { shareImage: image(url, 700, 500, 'Sdílení') }, gallery: [image(url, 700, 500, 'Galerie')] },
      pipeline,
    );
    expect(reads.get(url)).toBe(1);
    expect(pipeline.stats()).toMatchObject({ originals: 1, files: 6 });
    expect([result.cover.alt, result.seo.shareImage.alt, result.gallery[0]!.alt]).toEqual(['Obálka', 'Sdílení', 'Galerie']);
    expect(new Set([result.cover.url, result.seo.shareImage.url, result.gallery[0]!.url]).size).toBe(1);
  }, 60_000);
});
