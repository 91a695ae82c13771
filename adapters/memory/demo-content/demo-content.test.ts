// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaImage } from '../../../domain/content/media';
import { isValidCzkPrice } from '../../../domain/content/price-package';
import { normalisePath } from '../../../domain/content/redirect';
import { isValidIco } from '../../../domain/content/site-settings';
import { demoContent } from './demo-content';
import { demoId } from './demo-ids';
import { DEMO_MEDIA_ROOT, DEMO_PHOTOS_ROOT } from './demo-media';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const DEMO_MEDIA_DIR = join(PUBLIC_DIR, 'media', 'demo');
// The camera originals are generated, not committed; the generator's CLI makes the missing ones (adapters may not
// import scripts/, so the test runs it as the build does).
const GENERATE_ORIGINALS = fileURLToPath(new URL('../../../scripts/build/images/generate-camera-originals.ts', import.meta.url));
const MIN_ORIGINAL_BYTES = 5 * 1024 * 1024;
const ID_PATTERN = /^[a-z0-9]{24}$/;
const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;

const { weddings, services, priceList, faq, pages } = demoContent;

function allIds(): string[] {
  return [
    ...services.map((s) => s.id),
    ...priceList.packages.map((p) => p.id),
    ...priceList.extras.map((e) => e.id),
    ...faq.map((f) => f.id),
    ...demoContent.testimonials.map((t) => t.id),
    ...weddings.map((w) => w.id),
    ...pages.map((p) => p.id),
    demoContent.privacyPolicy.id,
  ];
}

function collect<T>(value: unknown, pick: (node: unknown) => T | undefined, out: T[] = []): T[] {
  const picked = pick(value);
  if (picked !== undefined) out.push(picked);
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) collect(child, pick, out);
  }
  return out;
}

const images = collect<MediaImage>(demoContent, (node) =>
  node !== null && typeof node === 'object' && 'url' in node && 'width' in node ? (node as MediaImage) : undefined,
);
const strings = collect<string>(demoContent, (node) => (typeof node === 'string' ? node : undefined));

/** Routes the demo content may link to: fixed ones, wedding detail pages and CMS pages on the catch-all. */
function isKnownRoute(path: string): boolean {
  const normalised = normalisePath(path);
  if (normalised === '/' || normalised === '/portfolio') return true;
  const wedding = /^\/weddings\/([a-z0-9-]+)$/.exec(normalised);
  if (wedding) return weddings.some((w) => w.slug === wedding[1]);
  return pages.some((p) => `/${p.slug}` === normalised);
}

function svgSize(file: string): { width: number; height: number; viewBox: string | undefined } {
  const svg = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox') };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('demo content', () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', GENERATE_ORIGINALS]);
  }, 180_000);

  it('derives ids deterministically in the Strapi documentId shape', () => {
    expect(demoId('wedding:x')).toBe(demoId('wedding:x'));
    expect(demoId('faq:1')).not.toBe(demoId('faq:2'));
    expect(demoId('')).toMatch(ID_PATTERN);
  });

  it('gives every entity a unique 24-character [a-z0-9] id', () => {
    const ids = allIds();
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses URL-safe slugs that are unique within each collection', () => {
    const collections = [services, priceList.packages, priceList.extras, weddings, pages];
    for (const items of collections) {
      const slugs = items.map((item) => item.slug);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('has the amounts of content the site layout expects', () => {
    expect(weddings).toHaveLength(5);
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(priceList.packages.length).toBeGreaterThanOrEqual(3);
    expect(priceList.packages.length).toBeLessThanOrEqual(4);
    expect(priceList.packages.filter((p) => p.highlighted)).toHaveLength(1);
    expect(faq.length).toBeGreaterThanOrEqual(10);
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('numbers ordered lists 1..n in display order', () => {
    for (const items of [services, priceList.packages, faq]) {
      expect(items.map((item) => item.order)).toEqual(items.map((_, index) => index + 1));
    }
  });

  it('prices everything in safe non-negative whole crowns', () => {
    for (const item of [...priceList.packages, ...priceList.extras]) {
      expect(isValidCzkPrice(item.priceCzk), item.slug).toBe(true);
    }
  });

  it('has a valid IČO and a Czech phone number', () => {
    expect(isValidIco(demoContent.siteSettings.ico)).toBe(true);
    expect(demoContent.siteSettings.phone).toMatch(/^\+420( \d{3}){3}$/);
  });

  it('describes each wedding with a real date, a story and an 8–12 image gallery', () => {
    for (const wedding of weddings) {
      expect(wedding.date).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(new Date(`${wedding.date}T12:00:00Z`).toISOString().slice(0, 10)).toBe(wedding.date);
      expect(wedding.story.length).toBeGreaterThanOrEqual(2);
      expect(wedding.story.length).toBeLessThanOrEqual(4);
      expect(wedding.gallery.length).toBeGreaterThanOrEqual(8);
      expect(wedding.gallery.length).toBeLessThanOrEqual(12);
    }
  });

  it('points every image at an existing SVG with the same intrinsic size and a Czech alt text', () => {
    const svgs = images.filter((image) => !image.url.startsWith(`${DEMO_PHOTOS_ROOT}/`));
    expect(svgs.length).toBeGreaterThan(50);
    for (const image of svgs) {
      expect(image.url).toMatch(/^\/media\/demo\/[a-z0-9/-]+\.svg$/);
      const file = join(PUBLIC_DIR, image.url);
      expect(existsSync(file), image.url).toBe(true);
      const size = svgSize(file);
      expect({ url: image.url, width: size.width, height: size.height }).toEqual({
        url: image.url,
        width: image.width,
        height: image.height,
      });
      expect(size.viewBox).toBe(`0 0 ${image.width} ${image.height}`);
      expect(image.alt.trim().length, image.url).toBeGreaterThan(0);
    }
  });

  it('points every photo at a generated camera original: a JPEG of the stated size, ≥ 6000×4000 and ≥ 5 MB', async () => {
    const photos = images.filter((image) => image.url.startsWith(`${DEMO_PHOTOS_ROOT}/`));
    expect(new Set(photos.map((p) => p.url)).size).toBeGreaterThanOrEqual(3);
    for (const photo of photos) {
      expect(photo.url).toMatch(/^\/media\/demo\/photos\/[a-z0-9-]+\.jpg$/);
      const file = join(PUBLIC_DIR, photo.url);
      const meta = await sharp(file).metadata();
      expect({ url: photo.url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url: photo.url,
        format: 'jpeg',
        width: photo.width,
        height: photo.height,
      });
      expect(Math.max(photo.width, photo.height), photo.url).toBeGreaterThanOrEqual(6000);
      expect(Math.min(photo.width, photo.height), photo.url).toBeGreaterThanOrEqual(4000);
      expect(statSync(file).size, photo.url).toBeGreaterThanOrEqual(MIN_ORIGINAL_BYTES);
      expect(photo.alt.trim().length, photo.url).toBeGreaterThan(0);
    }
  });

  it('shows camera originals where the largest paint is: the home hero, and the Hluboká wedding cover and gallery', () => {
    const isPhoto = (image: MediaImage) => image.url.startsWith(`${DEMO_PHOTOS_ROOT}/`);
    const hluboka = weddings.find((w) => w.slug === 'jana-a-petr-zamek-hluboka');
    expect(isPhoto(demoContent.home.heroImage)).toBe(true);
    expect(hluboka && isPhoto(hluboka.cover)).toBe(true);
    expect(hluboka?.gallery.some(isPhoto)).toBe(true);
  });

  it('references every generated gallery file, so generator and content agree on the galleries', () => {
    const referenced = new Set(images.map((image) => image.url));
    const onDisk = filesUnder(join(DEMO_MEDIA_DIR, 'weddings')).map(
      (file) => `/${relative(PUBLIC_DIR, file).split('\\').join('/')}`,
    );
    // A wedding whose cover is a camera original leaves the generated cover placeholder unused, and nothing else.
    const replacedCovers = weddings
      .filter((w) => !w.cover.url.endsWith('.svg'))
      .map((w) => `${DEMO_MEDIA_ROOT}/weddings/${w.slug}/cover.svg`);
    expect(onDisk.filter((url) => !referenced.has(url)).sort()).toEqual(replacedCovers.sort());
  });

  it('keeps generated SVG placeholders small', () => {
    const svgs = filesUnder(DEMO_MEDIA_DIR).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(50);
    for (const file of svgs) {
      expect(statSync(file).size, file).toBeLessThan(3 * 1024);
    }
  });

  it('features and quotes only weddings that exist', () => {
    const slugs = new Set(weddings.map((w) => w.slug));
    expect(demoContent.home.featuredWeddingSlugs).toHaveLength(3);
    for (const slug of demoContent.home.featuredWeddingSlugs) expect(slugs.has(slug), slug).toBe(true);
    for (const t of demoContent.testimonials) {
      if (t.weddingSlug !== undefined) expect(slugs.has(t.weddingSlug), t.weddingSlug).toBe(true);
    }
  });

  it('redirects unique legacy paths to routes that exist', () => {
    const froms = demoContent.redirects.map((r) => normalisePath(r.from));
    expect(new Set(froms).size).toBe(froms.length);
    expect(demoContent.redirects).toContainEqual({ from: '/galerie-2019', to: '/portfolio', permanent: true });
    for (const redirect of demoContent.redirects) {
      expect(isKnownRoute(redirect.to), redirect.to).toBe(true);
      expect(isKnownRoute(redirect.from), redirect.from).toBe(false);
    }
  });

  it('links only to routes that exist from the HTML bodies', () => {
    const bodies = [...pages.map((p) => p.bodyHtml), demoContent.privacyPolicy.bodyHtml];
    const internal = bodies.flatMap((html) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? ''));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(isKnownRoute(href), href).toBe(true);
    for (const html of bodies) expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('contains no placeholder text', () => {
    for (const text of strings) expect(text).not.toMatch(/lorem|ipsum|\btodo\b|\bxxx\b/i);
  });
});
