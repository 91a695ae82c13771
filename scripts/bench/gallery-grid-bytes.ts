// `npm run bench:gallery:grid-bytes`: which rendition files a gallery grid's first screen fetches in Chromium, and their
// bytes, on real renditions. bench:gallery:lighthouse measures the memory build, whose photos are the demo's SVGs, so
// it cannot tell a 5 KB thumbnail from a 15 KB AVIF; this one encodes bench:thumbnails' real photographs with the
// renditions function's own code (encodeRenditions), renders the grid's PhotoPicture to markup in tiles of the grid's
// size (gallery-rows.ts) below the page's header, as the grid sets their loading, and lets Chromium pick at the
// device pixel ratios below. A measurement, never a test.
//
//   npm run bench:gallery:grid-bytes -- [--before <commit>] [--json FILE]
//   --before renders that commit's src/features/gallery/photo-picture.tsx instead (before the thumbnail in every
//   format, its ViewerPhoto had one WebP thumbnail URL and its tiles took `thumb` and `firstScreen`).
// No fixed port (the server takes a free one); the renditions are cached under node_modules/.cache/grid-bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { galleryThumbWidth } from '../../domain/gallery/gallery-storage';
import { encodeRenditions, readOriginal } from '../../adapters/storage-admin/sharp-renditions';
import type { PhotoSource, ViewerPhoto } from '../../ports/gallery-viewer-port';
import { columnsFor, TILE_GAP, tileSize } from '../../src/features/gallery/gallery-rows';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { realPhotos } from './bench-photos.ts';

const { values: opts } = parseArgs({ options: { before: { type: 'string' }, json: { type: 'string' } } });
const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/grid-bytes');
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * The screens measured: Lighthouse's mobile (412 × 823 at DPR 1.75), a 2.625 and a 3× phone, and a desktop; the grid's
 * width and where its first row starts (the couple's page on a phone: 593 px, docs/benchmarks.md; the header and
 * title on a desktop).
 */
const SCREENS = [
  { name: 'phone, DPR 1.75 (Lighthouse mobile)', width: 412, height: 823, dpr: 1.75, grid: 412, top: 593 },
  { name: 'phone, DPR 2.625', width: 412, height: 823, dpr: 2.625, grid: 412, top: 593 },
  { name: 'phone, DPR 3', width: 412, height: 823, dpr: 3, grid: 412, top: 593 },
  { name: 'desktop, DPR 1', width: 1350, height: 940, dpr: 1, grid: 1018, top: 400 },
  { name: 'desktop, DPR 2', width: 1350, height: 940, dpr: 2, grid: 1018, top: 400 },
];
const ROWS = 6;

/** Every rendition of each real photograph, written once as `{n}/{width|thumb}.{format}`; the viewer's photos. */
async function renditions(): Promise<ViewerPhoto[]> {
  const photos: ViewerPhoto[] = [];
  const { files } = await realPhotos();
  if (files.length === 0) throw new Error('no real photographs (apt-get download python3-skimage mate-backgrounds failed)');
  for (const [n, file] of files.entries()) {
    const dir = path.join(CACHE, String(n));
    const factsFile = path.join(dir, 'facts.json');
    if (!existsSync(factsFile)) {
      mkdirSync(dir, { recursive: true });
      const original = await fs.readFile(file);
      const facts = await readOriginal(original);
      const widths: number[] = [];
      for await (const rendition of encodeRenditions(original, facts)) {
        const name = rendition.kind === 'thumb' ? 'thumb' : String(rendition.width);
        await fs.writeFile(path.join(dir, `${name}.${rendition.format}`), rendition.data);
        if (rendition.kind === 'web' && rendition.format === 'jpg') widths.push(rendition.width);
      }
      writeFileSync(factsFile, JSON.stringify({ file, width: facts.width, height: facts.height, widths }));
    }
    const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as { width: number; height: number; widths: number[] };
    const at = (width: number, name: string): PhotoSource => ({ width, avif: `/r/${n}/${name}.avif`, webp: `/r/${n}/${name}.webp`, jpg: `/r/${n}/${name}.jpg` });
    photos.push({
      id: `p${n}`,
      width: facts.width,
      height: facts.height,
      sectionId: null,
      thumb: at(galleryThumbWidth(facts.width), 'thumb'),
      sources: facts.widths.map((width) => at(width, String(width))),
      download: null,
    });
  }
  return photos;
}

async function pictureComponent(): Promise<ComponentType<Record<string, unknown>>> {
  if (!opts.before) return (await import('../../src/features/gallery/photo-picture')).PhotoPicture as never;
  // Beside the current one, so its relative imports (type-only) and React resolve as they did.
  const file = path.join(ROOT, 'src/features/gallery', `photo-picture-before-${opts.before.slice(0, 12)}.tsx`);
  writeFileSync(file, execFileSync('git', ['show', `${opts.before}:src/features/gallery/photo-picture.tsx`], { cwd: ROOT }));
  try {
    return (await import(file)).PhotoPicture;
  } finally {
    await fs.rm(file);
  }
}

/** The grid's first rows under the page's header, each tile loading as photo-grid.tsx sets it (old and new props). */
function page(Picture: ComponentType<Record<string, unknown>>, photos: ViewerPhoto[], screen: (typeof SCREENS)[number]): string {
  const columns = columnsFor(screen.grid);
  const size = tileSize(screen.grid, columns);
  const tiles: string[] = [];
  for (let i = 0; i < ROWS * columns; i++) {
    const row = Math.floor(i / columns);
    const photo = photos[i % photos.length]!;
    const visible = screen.top + row * (size + TILE_GAP) < screen.height;
    const props = {
      photo: opts.before ? { ...photo, thumb: photo.thumb.webp } : photo,
      sizes: `${size}px`,
      tile: row > 0 ? 'lazy' : i === 0 ? 'lcp' : 'eager',
      thumb: true,
      firstScreen: !visible ? undefined : row === 0 ? 'first-row' : 'visible',
    };
    tiles.push(`<div class="tile">${renderToStaticMarkup(createElement(Picture, props))}</div>`);
  }
  const css = `body{margin:0}header{height:${screen.top}px}.grid{display:grid;width:${screen.grid}px;gap:${TILE_GAP}px;grid-template-columns:repeat(${columns},${size}px)}.tile{width:${size}px;height:${size}px}picture,img{display:block;width:100%;height:100%;object-fit:cover}`;
  return `<!doctype html><html lang="cs"><head><meta name="viewport" content="width=device-width"><style>${css}</style></head><body><header></header><div class="grid">${tiles.join('')}</div></body></html>`;
}

const photos = await renditions();
const Picture = await pictureComponent();
let html = '';
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  const file = path.join(CACHE, url.pathname.replace(/^\/r\//, ''));
  if (!url.pathname.startsWith('/r/') || !file.startsWith(CACHE) || !existsSync(file)) return void response.writeHead(404).end();
  const body = readFileSync(file);
  response.writeHead(200, { 'content-type': TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream', 'content-length': body.length }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const results = [];
try {
  for (const screen of SCREENS) {
    html = page(Picture, photos, screen);
    const tab = await browser.newPage();
    await tab.setCacheEnabled(false);
    await tab.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.dpr, isMobile: screen.width < 600 });
    const fetched: Array<{ file: string; bytes: number }> = [];
    tab.on('response', (response) => {
      if (!response.url().includes('/r/')) return;
      const length = Number(response.headers()['content-length'] ?? 0);
      fetched.push({ file: new URL(response.url()).pathname.split('/').slice(-1)[0]!, bytes: length });
    });
    await tab.goto(origin, { waitUntil: 'networkidle0' });
    await tab.close();
    const kinds = new Map<string, number>();
    for (const { file } of fetched) kinds.set(file, (kinds.get(file) ?? 0) + 1);
    const bytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
    const largest = Math.max(0, ...fetched.map((file) => file.bytes));
    results.push({ screen: screen.name, images: fetched.length, bytes, largest, files: Object.fromEntries(kinds) });
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`\nGrid's first screen on ${photos.length} real photographs (${opts.before ? `photo-picture.tsx of ${opts.before}` : 'this checkout'})\n`);
console.log('| screen | images fetched | bytes | largest | files (name × count) |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of results) {
  const files = Object.entries(row.files).map(([file, count]) => `${file} × ${count}`).join(', ');
  console.log(`| ${row.screen} | ${row.images} | ${(row.bytes / 1024).toFixed(1)} KB | ${(row.largest / 1024).toFixed(1)} KB | ${files} |`);
}
if (opts.json) {
  mkdirSync(path.dirname(path.resolve(opts.json)), { recursive: true });
  writeFileSync(path.resolve(opts.json), JSON.stringify(results, null, 2));
}
