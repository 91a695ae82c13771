// The abstract "photo" placeholders of the demo content (generate-demo-images.ts): a sky, hills or a lake and, on some,
// a couple, all from one seeded generator so every file comes out the same on every run.
import { hashString, seededRandom } from './images/camera-scenes.ts';

export interface Palette {
  hue: number;
  land: number;
  sat: number;
}
export type SceneKind = 'couple' | 'hills' | 'lake' | 'bokeh';
type Point = [number, number];

export interface DemoRandom {
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function makeDemoRandom(seedText: string): DemoRandom {
  const { next } = seededRandom(hashString(seedText));
  return {
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

function hsl(h: number, s: number, l: number) {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(Math.max(s, 0), 100) / 100;
  const lig = Math.min(Math.max(l, 0), 100) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

const r = Math.round;

function sky(p: Palette, rnd: DemoRandom) {
  const top = hsl(p.hue + rnd.between(-8, 8), p.sat - 15, rnd.between(62, 72));
  const mid = hsl(p.hue + 15, p.sat, rnd.between(78, 84));
  const low = hsl(p.hue + 30, p.sat + 10, rnd.between(88, 92));
  return (
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${hsl(p.hue + 35, 95, 96)}"/>` +
    `<stop offset=".35" stop-color="${hsl(p.hue + 30, 90, 88)}" stop-opacity=".8"/>` +
    `<stop offset="1" stop-color="${hsl(p.hue + 30, 90, 85)}" stop-opacity="0"/></radialGradient>`
  );
}

/** A smooth ridge through random points; the curve passes exactly through the midpoints it returns. */
function ridge(w: number, h: number, baseY: number, amplitude: number, segments: number, rnd: DemoRandom): { d: string; mids: Point[] } {
  const pts: Point[] = [];
  for (let i = 0; i <= segments; i += 1) {
    pts.push([r((w * i) / segments), r(baseY + rnd.between(-amplitude, amplitude))]);
  }
  const mids: Point[] = [];
  let d = `M0 ${h}V${pts[0]![1]}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mid: Point = [r((x0 + x1) / 2), r((y0 + y1) / 2)];
    mids.push(mid);
    d += `Q${x0} ${y0} ${mid[0]} ${mid[1]}`;
  }
  d += `L${w} ${pts[pts.length - 1]![1]}V${h}Z`;
  return { d, mids };
}

function couple(x: number, footY: number, size: number, color: string) {
  const u = size / 100;
  const n = (v: number) => r(v * u);
  const gx = x;
  const bx = x + n(23);
  const top = footY - size;
  const groom =
    `<circle cx="${gx}" cy="${top + n(7)}" r="${n(7)}"/>` +
    `<path d="M${gx - n(11)} ${top + n(17)}L${gx + n(11)} ${top + n(17)}L${gx + n(8)} ${top + n(56)}` +
    `L${gx + n(6)} ${footY}H${gx - n(6)}L${gx - n(8)} ${top + n(56)}Z"/>`;
  const btop = top + n(9);
  const bride =
    `<circle cx="${bx}" cy="${btop + n(6)}" r="${n(6)}"/>` +
    `<path d="M${bx - n(7)} ${btop + n(15)}H${bx + n(7)}L${bx + n(5)} ${btop + n(38)}` +
    `Q${bx + n(13)} ${footY - n(25)} ${bx + n(19)} ${footY}H${bx - n(16)}Q${bx - n(10)} ${footY - n(25)} ${bx - n(5)} ${btop + n(38)}Z"/>` +
    `<path d="M${bx + n(4)} ${btop + n(2)}Q${bx + n(18)} ${btop + n(30)} ${bx + n(27)} ${footY}H${bx + n(19)}Q${bx + n(13)} ${btop + n(40)} ${bx + n(3)} ${btop + n(10)}Z" opacity=".45"/>`;
  return `<g fill="${color}">${groom}${bride}</g>`;
}

function trees(w: number, baseY: number, rnd: DemoRandom, color: string) {
  const count = r(rnd.between(5, 11));
  let out = `<g fill="${color}">`;
  for (let i = 0; i < count; i += 1) {
    const x = r(rnd.between(0.05, 0.95) * w);
    const th = rnd.between(0.05, 0.11) * w;
    out += `<path d="M${x} ${r(baseY - th)}L${r(x + th * 0.28)} ${r(baseY + th * 0.2)}H${r(x - th * 0.28)}Z"/>`;
  }
  return `${out}</g>`;
}

function landscape(w: number, h: number, p: Palette, rnd: DemoRandom, kind: SceneKind) {
  const horizon = h * rnd.between(0.5, 0.62);
  const sunX = r(w * rnd.between(0.25, 0.75));
  const sunY = r(horizon - h * rnd.between(0.04, 0.2));
  const sunR = r(Math.min(w, h) * rnd.between(0.06, 0.1));
  let body = `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 4}" fill="url(#g)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${hsl(p.hue + 40, 100, 96)}" opacity=".9"/>`;
  const lake = kind === 'lake';
  const layers = lake ? 2 : r(rnd.between(3, 4));
  const bottomY = lake ? horizon : h * 0.86;
  const step = (bottomY - horizon) / Math.max(layers - 1, 1);
  let lastMids: Point[] = [];
  for (let i = 0; i < layers; i += 1) {
    const depth = (i + 1) / layers;
    const color = hsl(p.land + i * 6, p.sat * (0.3 + depth * 0.25), 78 - depth * 50);
    const baseY = lake ? horizon - h * 0.05 * (layers - i) : horizon + step * i - h * 0.03;
    const hill = ridge(w, h, baseY, h * (0.05 - i * 0.006), r(rnd.between(3, 6)), rnd);
    if (i === layers - 2 && !lake && rnd.chance(0.5)) body += trees(w, baseY, rnd, hsl(p.land, p.sat * 0.5, 40));
    body += `<path d="${hill.d}" fill="${color}"/>`;
    lastMids = hill.mids;
  }
  if (lake) {
    const y = r(horizon);
    body +=
      `<rect y="${y}" width="${w}" height="${h - y}" fill="${hsl(p.hue + 10, p.sat * 0.45, 58)}" opacity=".9"/>` +
      `<g fill="${hsl(p.hue + 40, 100, 92)}" opacity=".5">` +
      [0, 1, 2, 3]
        .map((i) => `<rect x="${r(sunX - sunR * (1.4 - i * 0.3))}" y="${r(y + h * (0.03 + i * 0.05))}" width="${r(sunR * (2.8 - i * 0.6))}" height="${r(h * 0.008) + 2}" rx="3"/>`)
        .join('') +
      '</g>';
    const shore = ridge(w, h, h * 0.9, h * 0.02, 3, rnd);
    lastMids = shore.mids;
    body += `<path d="${shore.d}" fill="${hsl(p.land, p.sat * 0.4, 22)}"/>`;
  }
  if (kind === 'couple' || kind === 'lake') {
    const [cx, cy] = rnd.pick(lastMids.slice(0, Math.max(lastMids.length - 1, 1)));
    const size = r(h * (w < h ? 0.3 : 0.24));
    body = body.replace(/<path d="[^"]*" fill="[^"]*"\/>$/, (front) => couple(cx, cy + r(size * 0.04), size, hsl(p.hue, 25, 14)) + front);
  }
  return body;
}

function bokeh(w: number, h: number, p: Palette, rnd: DemoRandom) {
  let body = `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  body += `<circle cx="${r(w * rnd.between(0.3, 0.7))}" cy="${r(h * rnd.between(0.3, 0.7))}" r="${r(Math.max(w, h) * 0.35)}" fill="url(#g)"/>`;
  body += `<g fill="${hsl(p.hue + 40, 90, 95)}">`;
  const count = r(rnd.between(9, 14));
  for (let i = 0; i < count; i += 1) {
    const rad = r(Math.min(w, h) * rnd.between(0.02, 0.11));
    body += `<circle cx="${r(rnd.between(0, w))}" cy="${r(rnd.between(0, h))}" r="${rad}" opacity="${rnd.between(0.15, 0.5).toFixed(2)}"/>`;
  }
  return `${body}</g>`;
}

/** One placeholder as an SVG document; `seed` (its path) decides every random choice. */
export function demoImageSvg({ width, height, palette, kind, title, seed }: {
  width: number;
  height: number;
  palette: Palette;
  kind: SceneKind;
  title: string;
  seed: string;
}): string {
  const rnd = makeDemoRandom(seed);
  const p = { ...palette, hue: palette.hue + rnd.between(-6, 6) };
  const scene = kind === 'bokeh' ? bokeh(width, height, p, rnd) : landscape(width, height, p, rnd, kind);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title><defs>${sky(p, rnd)}</defs>${scene}</svg>\n`
  );
}
