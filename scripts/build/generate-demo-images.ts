// Writes the abstract "photo" placeholders used by the demo content into public/media/demo/.
// Deterministic (seeded PRNG, no clock, no randomness from the OS): running it twice yields identical files,
// so the generated SVGs can be committed and diffs stay quiet. No dependencies, nothing fetched.
//
// The orientation patterns below must agree with adapters/memory/demo-content/ (demo-content.test.ts checks
// every referenced URL and its width/height against these files).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImageSvg, makeDemoRandom, type DemoRandom, type Palette, type SceneKind } from './demo-image-scenes.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'media', 'demo');

const SIZES: Record<'L' | 'P' | 'hero' | 'share', { width: number; height: number }> = {
  L: { width: 1600, height: 1067 },
  P: { width: 1067, height: 1600 },
  hero: { width: 1920, height: 1080 },
  share: { width: 1200, height: 630 },
};

// hue: sky, land: hills; each wedding gets its own light and season.
const WEDDINGS: Array<{ slug: string; pattern: string; palette: Palette; title: string }> = [
  { slug: 'jana-a-petr-zamek-hluboka', pattern: 'LLPLLPLLPL', palette: { hue: 22, land: 110, sat: 70 }, title: 'Jana a Petr' },
  { slug: 'klara-a-tomas-vinarstvi-mikulov', pattern: 'LPLLPLLLPLPL', palette: { hue: 38, land: 55, sat: 75 }, title: 'Klára a Tomáš' },
  { slug: 'lucie-a-martin-statek-krkonose', pattern: 'LLPLPLLPL', palette: { hue: 205, land: 150, sat: 45 }, title: 'Lucie a Martin' },
  { slug: 'eva-a-jakub-stodola-cesky-raj', pattern: 'LPLLPLPL', palette: { hue: 345, land: 85, sat: 45 }, title: 'Eva a Jakub' },
  { slug: 'barbora-a-ondrej-vysehrad-praha', pattern: 'LLPLLPLPLLP', palette: { hue: 275, land: 230, sat: 40 }, title: 'Barbora a Ondřej' },
];

const SERVICES: Array<{ slug: string; palette: Palette; title: string; kind: SceneKind }> = [
  { slug: 'svatebni-reportaz', palette: { hue: 30, land: 95, sat: 65 }, title: 'Celodenní svatební reportáž', kind: 'couple' },
  { slug: 'obrad-a-portrety', palette: { hue: 340, land: 120, sat: 45 }, title: 'Obřad a portréty', kind: 'couple' },
  { slug: 'predsvatebni-foceni', palette: { hue: 190, land: 140, sat: 50 }, title: 'Předsvatební focení', kind: 'lake' },
  { slug: 'svatebni-fotokniha', palette: { hue: 45, land: 30, sat: 40 }, title: 'Svatební fotokniha', kind: 'bokeh' },
];

function galleryKind(orientation: string, index: number, rnd: DemoRandom): SceneKind {
  if (orientation === 'P') return rnd.chance(0.75) ? 'couple' : 'bokeh';
  if (index % 4 === 3) return 'bokeh';
  return rnd.pick(['hills', 'couple', 'lake', 'hills'] as const);
}

interface DemoImage {
  path: string;
  width: number;
  height: number;
  palette: Palette;
  kind: SceneKind;
  title: string;
}

function manifest(): DemoImage[] {
  const files: DemoImage[] = [];
  for (const w of WEDDINGS) {
    files.push({ path: `weddings/${w.slug}/cover.svg`, ...SIZES.L, palette: w.palette, kind: 'couple', title: `${w.title} – úvodní fotografie svatby` });
    const rnd = makeDemoRandom(`kinds:${w.slug}`);
    [...w.pattern].forEach((orientation, i) => {
      const n = String(i + 1).padStart(2, '0');
      files.push({
        path: `weddings/${w.slug}/${n}.svg`,
        ...SIZES[orientation as 'L' | 'P'],
        palette: w.palette,
        kind: galleryKind(orientation, i, rnd),
        title: `${w.title} – fotografie ${i + 1}`,
      });
    });
  }
  for (const s of SERVICES) {
    files.push({ path: `services/${s.slug}.svg`, ...SIZES.L, palette: s.palette, kind: s.kind, title: s.title });
  }
  files.push({ path: 'home/hero.svg', ...SIZES.hero, palette: { hue: 28, land: 100, sat: 65 }, kind: 'couple', title: 'Novomanželé při západu slunce' });
  files.push({ path: 'about/portrait.svg', ...SIZES.P, palette: { hue: 350, land: 120, sat: 40 }, kind: 'hills', title: 'Portrét fotografky' });
  files.push({ path: 'share/default.svg', ...SIZES.share, palette: { hue: 25, land: 105, sat: 60 }, kind: 'couple', title: 'Svatební fotografie' });
  return files;
}

rmSync(OUT_DIR, { recursive: true, force: true });
let largest = 0;
const files = manifest();
for (const file of files) {
  const content = demoImageSvg({ ...file, seed: file.path });
  const target = join(OUT_DIR, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  largest = Math.max(largest, Buffer.byteLength(content));
}
console.log(`Wrote ${files.length} SVG files to ${OUT_DIR} (largest ${largest} B).`);
