// `npm run bench:thumbnails`: the galleries' renditions (adapters/storage-admin/sharp-renditions.ts, the very code the
// renditions function runs) over sets of originals, reporting per set, size and format the bytes (median, p95, max),
// the encoding time (median, p95, max), the quality the encoder ended at and SSIM against the uncompressed pixels.
// Figures only, never asserted: the unit test beside the adapter guards a real photograph's thumbnail.
//   npm run bench:thumbnails -- [--sets real,site,camera] [--dir <folder of photographs>]… [--no-ssim] [--json <file>]
// Sets (all three unless --sets or --dir is given): `real` (photographs from Debian packages, fetched once into
// node_modules/.cache/bench-photos), `site` (the site's originals in public/media/demo), `camera` (the generated
// 24-megapixel originals); each --dir adds a set. The times vary with the machine's load, the bytes do not.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeRenditions, readOriginal } from '../../adapters/storage-admin/sharp-renditions';
import { IMAGE_WIDTH_LADDER } from '../../domain/content/image-ladder';
import { GALLERY_GRID_MAX_WIDTH, GALLERY_RENDITION_FORMATS, GALLERY_THUMB_MAX_BYTES } from '../../domain/gallery/gallery-storage';
import { renditionReferences, ssimOf } from '../../tests/support/ssim';
import { cameraOriginals, folder, realPhotos, siteOriginals, type PhotoSet } from './bench-photos';
import { percentile } from './bench-stats';

const argValues = (name: string) => process.argv.flatMap((arg, i) => (arg === name && process.argv[i + 1] ? [process.argv[i + 1]!] : []));
const dirs = argValues('--dir');
// A --dir alone measures that folder only.
const sets = (argValues('--sets')[0] ?? (dirs.length ? '' : 'real,site,camera')).split(',').filter(Boolean);
const withSsim = !process.argv.includes('--no-ssim');
const jsonOut = argValues('--json')[0];

interface Sample {
  set: string;
  photo: string;
  size: string;
  format: string;
  bytes: number;
  ms: number;
  quality: number;
  width: number;
  ssim: number | null;
}

const LADDER = new Set(IMAGE_WIDTH_LADDER);
const SET_MAKERS: Record<string, () => Promise<PhotoSet>> = { real: realPhotos, site: siteOriginals, camera: cameraOriginals };

/** The ladder widths as they are, a source's own width (the top when narrower than the ladder's) as "own". */
const sizeOf = (kind: string, width: number, ladderTop: boolean) => (kind === 'thumb' ? 'thumb' : ladderTop ? 'own' : String(width));

async function measurePhoto(set: string, file: string, samples: Sample[], firsts: number[], totals: number[]) {
  const original = await readFile(file);
  const started = performance.now();
  const facts = await readOriginal(original);
  let total = performance.now() - started;
  const reference = withSsim ? await renditionReferences(original) : null;
  let first = true;
  let mark = performance.now();
  for await (const rendition of encodeRenditions(original, facts)) {
    const ms = performance.now() - mark;
    total += ms;
    // The first rendition's time holds the original's decode and scaling: kept apart, not mixed into an encode's.
    if (first) firsts.push(ms);
    const ssim = reference && rendition.width <= 800 ? await ssimOf(rendition.data, await reference(rendition.width)) : null;
    const size = sizeOf(rendition.kind, rendition.width, !LADDER.has(rendition.width));
    samples.push({ set, photo: path.basename(file), size, format: rendition.format, bytes: rendition.data.length, ms: first ? Number.NaN : ms, quality: rendition.quality, width: rendition.width, ssim });
    first = false;
    mark = performance.now();
  }
  totals.push(total);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const stats = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN, min: sorted[0] ?? Number.NaN };
};
const SIZE_ORDER = ['thumb', '480', '800', '1200', '1600', '2400', 'own'];

function report(set: PhotoSet, samples: Sample[], firsts: number[], totals: number[]) {
  console.log(`\n## ${set.name}: ${set.about}; ${set.files.length} originals`);
  const t = stats(totals);
  const d = stats(firsts);
  console.log(`per original, all renditions: median ${t.median.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, max ${t.max.toFixed(0)} ms; decode + scale + first encode: median ${d.median.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`);
  console.log('| size | format | n | KB median | KB p95 | KB max | ms median | ms p95 | ms max | quality (min–max) | SSIM median (min) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const size of SIZE_ORDER) {
    for (const format of GALLERY_RENDITION_FORMATS) {
      const rows = samples.filter((s) => s.size === size && s.format === format);
      if (rows.length === 0) continue;
      const b = stats(rows.map((r) => r.bytes));
      const ms = stats(rows.map((r) => r.ms));
      const q = stats(rows.map((r) => r.quality));
      const s = stats(rows.flatMap((r) => (r.ssim === null ? [] : [r.ssim])));
      const over = size === 'thumb' ? rows.filter((r) => r.bytes > GALLERY_THUMB_MAX_BYTES).length : 0;
      const timing = ms.n ? `${ms.median.toFixed(0)} | ${ms.p95.toFixed(0)} | ${ms.max.toFixed(0)}` : '– | – | –';
      console.log(
        `| ${size} | ${format} | ${rows.length} | ${kb(b.median)} | ${kb(b.p95)}${over ? ` (${over} over)` : ''} | ${kb(b.max)} | ${timing} | ${q.min}–${q.max} | ${s.n ? `${s.median.toFixed(3)} (${s.min.toFixed(3)})` : '–'} |`,
      );
    }
  }
  // What a grid tile may fetch (src/features/gallery/photo-picture.tsx): in each format its thumbnail and the web widths
  // up to GALLERY_GRID_MAX_WIDTH — AVIF in Chromium, WebP where AVIF is not decoded, the JPEG srcset where neither is.
  const verdict = (label: string, bytes: number) =>
    Number.isNaN(bytes) ? `${label} none` : `${label} ${kb(bytes)} KB ${bytes <= GALLERY_THUMB_MAX_BYTES ? '✓' : '✗'}`;
  const perFormat = (['avif', 'webp', 'jpg'] as const).map((format) => {
    const grid = stats(samples.filter((s) => s.format === format && (s.size === 'thumb' || s.width <= GALLERY_GRID_MAX_WIDTH)).map((s) => s.bytes));
    return `${format} (${grid.n}) ${verdict('p95', grid.p95)}, ${verdict('max', grid.max)}`;
  });
  console.log(`what a grid tile may fetch (thumbnail and web sizes ≤ ${GALLERY_GRID_MAX_WIDTH} px) against ${GALLERY_THUMB_MAX_BYTES / 1024} KB: ${perFormat.join('; ')}`);
  const narrowed = samples.filter((s) => s.size === 'thumb' && s.width < 360 && !s.photo.endsWith('.svg'));
  if (narrowed.length) console.log(`thumbnails narrowed below 360 px to fit: ${narrowed.map((s) => `${s.photo} ${s.format} ${s.width}px`).join(', ')}`);
}

async function main() {
  const chosen: PhotoSet[] = [];
  for (const name of sets) {
    const make = SET_MAKERS[name];
    if (!make) throw new Error(`unknown set ${name} (real, site, camera)`);
    chosen.push(await make());
  }
  for (const dir of dirs) chosen.push(await folder(dir));
  console.log(`bench:thumbnails on ${os.cpus()[0]?.model ?? 'an unknown CPU'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}; thumbnail budget ${GALLERY_THUMB_MAX_BYTES / 1024} KB`);
  const all: Sample[] = [];
  for (const set of chosen) {
    const samples: Sample[] = [];
    const firsts: number[] = [];
    const totals: number[] = [];
    for (const file of set.files) await measurePhoto(set.name, file, samples, firsts, totals);
    report(set, samples, firsts, totals);
    all.push(...samples);
  }
  console.log(`\nload average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  if (jsonOut) await writeFile(jsonOut, JSON.stringify(all, null, 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
