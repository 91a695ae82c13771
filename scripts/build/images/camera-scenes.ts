// SVG scenes for the demo camera originals (scripts/build/images/generate-camera-originals.ts): gradients and
// shapes that read as photographs once they are upscaled and given sensor grain. Deterministic: every
// random choice comes from the seeded generator passed in.

export interface Random {
  next(): number;
  between(min: number, max: number): number;
}

const r = Math.round;

/** FNV-1a, to turn a scene name into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for layout choices. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (min: number, max: number) => min + (max - min) * next() };
}

const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

const vignette = (w: number, h: number, strength: number) =>
  `<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>` +
  `<rect width="${w}" height="${h}" fill="url(#vig)"/>`;

/** A ridge line across the frame through `points` random heights around baseY; closed to the bottom. */
interface Ridge {
  d: string;
  heightAt(x: number): number;
}

function ridge(w: number, h: number, baseY: number, amplitude: number, points: number, rnd: Random): Ridge {
  const ys: number[] = Array.from({ length: points + 1 }, () => baseY + rnd.between(-amplitude, amplitude));
  const y = (i: number) => ys[i]!;
  let d = `M0 ${h}L0 ${r(y(0))}`;
  for (let i = 1; i <= points; i += 1) {
    const x0 = (w * (i - 1)) / points;
    const x1 = (w * i) / points;
    d += `Q${r(x0)} ${r(y(i - 1))} ${r((x0 + x1) / 2)} ${r((y(i - 1) + y(i)) / 2)}`;
  }
  return { d: `${d}L${w} ${r(y(points))}L${w} ${h}Z`, heightAt: (x) => y(Math.min(points, Math.round((x / w) * points))) };
}

/** Groom and bride seen from a distance, holding hands; feet at (x, footY), `size` px tall. */
function couple(x: number, footY: number, size: number, { suit, dress, skin, rim }: { suit: string; dress: string; skin: string; rim: string }) {
  const u = size / 100;
  const n = (v: number) => r(v * u);
  const top = footY - size;
  const bx = x + n(30);
  const bt = top + n(8);
  return (
    `<g stroke="${rim}" stroke-width="${Math.max(2, n(0.8))}" stroke-opacity=".7">` +
    `<circle cx="${x}" cy="${top + n(7)}" r="${n(7)}" fill="${skin}"/>` +
    `<path d="M${x - n(12)} ${top + n(17)}L${x + n(12)} ${top + n(17)}L${x + n(9)} ${top + n(58)}L${x + n(7)} ${footY}` +
    `H${x + n(1)}L${x} ${top + n(62)}L${x - n(1)} ${footY}H${x - n(7)}L${x - n(9)} ${top + n(58)}Z" fill="${suit}"/>` +
    `<path d="M${x + n(11)} ${top + n(20)}Q${x + n(17)} ${top + n(38)} ${bx - n(8)} ${top + n(44)}" fill="none" stroke="${suit}" stroke-width="${n(4)}"/>` +
    `<circle cx="${bx}" cy="${bt + n(6)}" r="${n(6)}" fill="${skin}"/>` +
    `<path d="M${bx - n(7)} ${bt + n(14)}H${bx + n(7)}L${bx + n(5)} ${bt + n(36)}Q${bx + n(14)} ${footY - n(26)} ${bx + n(21)} ${footY}` +
    `H${bx - n(18)}Q${bx - n(11)} ${footY - n(26)} ${bx - n(5)} ${bt + n(36)}Z" fill="${dress}"/>` +
    `<path d="M${bx + n(3)} ${bt + n(2)}Q${bx + n(20)} ${bt + n(30)} ${bx + n(30)} ${footY}H${bx + n(22)}Q${bx + n(14)} ${bt + n(42)} ${bx + n(2)} ${bt + n(10)}Z" fill="${dress}" fill-opacity=".45"/>` +
    `</g>`
  );
}

function blades(w: number, line: Ridge, count: number, rnd: Random, color: string) {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = rnd.between(0, w);
    const y = line.heightAt(x) + rnd.between(-4, 30);
    const len = rnd.between(12, 60);
    d += `M${r(x)} ${r(y)}q${r(rnd.between(-8, 8))} ${r(-len / 2)} ${r(rnd.between(-14, 14))} ${r(-len)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

/** Couple on a hill at sunset (the home hero). */
function sunsetHill(w: number, h: number, rnd: Random) {
  const sunX = w * 0.68;
  const sunY = h * 0.5;
  let body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3263"/>` +
    `<stop offset=".38" stop-color="#a4577e"/><stop offset=".62" stop-color="#f08a6a"/><stop offset=".8" stop-color="#ffc36b"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff6d8"/><stop offset=".08" stop-color="#ffe39a" stop-opacity=".95"/>` +
    `<stop offset=".4" stop-color="#ffb56b" stop-opacity=".35"/><stop offset="1" stop-color="#ff9a6b" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2a2c"/><stop offset="1" stop-color="#120d10"/></linearGradient>` +
    `${blur('soft', 28)}${blur('haze', 6)}${blur('lens', 2)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="${h * 0.9}" fill="url(#sun)"/>` +
    `<g filter="url(#soft)" fill="#ffd0b0">`;
  for (let i = 0; i < 14; i += 1) {
    body += `<ellipse cx="${r(rnd.between(0, w))}" cy="${r(rnd.between(h * 0.06, h * 0.4))}" rx="${r(rnd.between(150, 520))}" ry="${r(rnd.between(20, 60))}" opacity="${rnd.between(0.15, 0.45).toFixed(2)}"/>`;
  }
  body += `</g>`;
  const layers: Array<[fill: string, base: number, amplitude: number]> = [
    ['#8d5a78', 0.55, 40],
    ['#5d3d57', 0.62, 60],
    ['#3f2b3c', 0.7, 80],
  ];
  for (const [fill, base, amp] of layers) {
    body += `<path d="${ridge(w, h, h * base, amp, 6, rnd).d}" fill="${fill}" filter="url(#haze)"/>`;
  }
  const hill = ridge(w, h, h * 0.8, h * 0.05, 4, rnd);
  const cx = w * 0.42;
  body += couple(r(cx), r(hill.heightAt(cx) + 6), r(h * 0.3), { suit: '#1b1720', dress: '#efe2d6', skin: '#c98f72', rim: '#ffc48a' });
  body += `<path d="${hill.d}" fill="url(#near)"/>` + blades(w, hill, 1600, rnd, '#2a1f22');
  body += `<path d="${hill.d}" fill="none" stroke="#ffb27a" stroke-width="5" stroke-opacity=".6" filter="url(#lens)"/>`;
  return body + vignette(w, h, 0.5);
}

/** The couple on the lawn in front of a white castle (a wedding cover). */
function castlePark(w: number, h: number, rnd: Random) {
  let body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9fd0"/><stop offset="1" stop-color="#dbe8f1"/></linearGradient>` +
    `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa64a"/><stop offset="1" stop-color="#34591f"/></linearGradient>` +
    `<linearGradient id="facade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4efe4"/><stop offset="1" stop-color="#c9c1b3"/></linearGradient>` +
    `${blur('cloud', 40)}${blur('far', 5)}${blur('bokeh', 18)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><g filter="url(#cloud)" fill="#fff">`;
  for (let i = 0; i < 10; i += 1) {
    body += `<ellipse cx="${r(rnd.between(0, w))}" cy="${r(rnd.between(h * 0.05, h * 0.3))}" rx="${r(rnd.between(180, 420))}" ry="${r(rnd.between(50, 110))}" opacity="${rnd.between(0.4, 0.85).toFixed(2)}"/>`;
  }
  body += `</g><g filter="url(#far)">`;
  const horizon = h * 0.56;
  for (let i = 0; i < 70; i += 1) {
    const x = rnd.between(-50, w + 50);
    body += `<circle cx="${r(x)}" cy="${r(horizon - rnd.between(20, 260))}" r="${r(rnd.between(60, 160))}" fill="${['#2f4a25', '#3d5c2c', '#4e6e35'][i % 3]}"/>`;
  }
  const left = w * 0.22;
  const right = w * 0.8;
  const top = h * 0.22;
  body += `<rect x="${r(left)}" y="${r(top + 120)}" width="${r(right - left)}" height="${r(horizon - top - 120)}" fill="url(#facade)"/>`;
  for (let t = 0; t < 5; t += 1) {
    const tx = left + ((right - left) * (t + 0.5)) / 5;
    const tw = rnd.between(90, 150);
    const tt = top + rnd.between(-80, 60);
    body +=
      `<rect x="${r(tx - tw / 2)}" y="${r(tt)}" width="${r(tw)}" height="${r(horizon - tt)}" fill="url(#facade)"/>` +
      `<path d="M${r(tx - tw / 2 - 10)} ${r(tt)}L${r(tx)} ${r(tt - rnd.between(120, 220))}L${r(tx + tw / 2 + 10)} ${r(tt)}Z" fill="#4a5560"/>`;
  }
  body += `<g fill="#39424d">`;
  for (let row = 0; row < 4; row += 1) {
    for (let x = left + 40; x < right - 40; x += 75) {
      body += `<rect x="${r(x)}" y="${r(top + 170 + row * 95)}" width="28" height="52" rx="12"/>`;
    }
  }
  body += `</g></g><rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="url(#lawn)"/>`;
  for (let s = 0; s < 9; s += 1) {
    const x0 = (w * s) / 9;
    body += `<path d="M${r(w / 2 + (x0 - w / 2) * 0.15)} ${r(horizon)}L${r(x0 * 2.2 - w * 0.6)} ${h}L${r((x0 + w / 18) * 2.2 - w * 0.6)} ${h}Z" fill="#a7c66a" opacity="${s % 2 ? 0.12 : 0}"/>`;
  }
  body += couple(r(w * 0.44), r(h * 0.9), r(h * 0.52), { suit: '#1d2a3f', dress: '#fbf8f2', skin: '#d9a488', rim: '#ffffff' });
  body += `<g filter="url(#bokeh)">`;
  for (let i = 0; i < 26; i += 1) {
    const corner = i % 2 ? rnd.between(0, w * 0.18) : rnd.between(w * 0.82, w);
    body += `<circle cx="${r(corner)}" cy="${r(rnd.between(0, h * 0.35))}" r="${r(rnd.between(25, 70))}" fill="#f6c9d6" opacity="${rnd.between(0.35, 0.8).toFixed(2)}"/>`;
  }
  return `${body}</g>${vignette(w, h, 0.35)}`;
}

/** The first dance under strings of light bulbs in the orangery (a gallery image). */
function firstDance(w: number, h: number, rnd: Random) {
  let body =
    `<defs><linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a120e"/><stop offset=".7" stop-color="#3b261a"/><stop offset="1" stop-color="#24170f"/></linearGradient>` +
    `<radialGradient id="bulb"><stop offset="0" stop-color="#fff4d0"/><stop offset=".25" stop-color="#ffc86e" stop-opacity=".8"/><stop offset="1" stop-color="#ff9d3c" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".7" r=".5"><stop offset="0" stop-color="#ffcf8f" stop-opacity=".45"/><stop offset="1" stop-color="#ffcf8f" stop-opacity="0"/></radialGradient>` +
    `${blur('bokeh', 14)}${blur('far', 8)}</defs><rect width="${w}" height="${h}" fill="url(#room)"/><g filter="url(#far)">`;
  for (let i = 0; i < 7; i += 1) {
    const x = (w * (i + 0.5)) / 7;
    body += `<path d="M${r(x - 130)} ${r(h * 0.62)}V${r(h * 0.22)}A130 130 0 0 1 ${r(x + 130)} ${r(h * 0.22)}V${r(h * 0.62)}Z" fill="#17223a"/>` +
      `<path d="M${r(x)} ${r(h * 0.1)}V${r(h * 0.62)}M${r(x - 130)} ${r(h * 0.4)}H${r(x + 130)}" stroke="#2b1c14" stroke-width="14"/>`;
  }
  body += `</g><g filter="url(#bokeh)">`;
  for (let i = 0; i < 140; i += 1) {
    const hue = ['#ffb347', '#ffd27a', '#ff8c42', '#fff0c2'][i % 4];
    body += `<circle cx="${r(rnd.between(0, w))}" cy="${r(rnd.between(0, h * 0.7))}" r="${r(rnd.between(14, 55))}" fill="${hue}" opacity="${rnd.between(0.12, 0.5).toFixed(2)}"/>`;
  }
  body += `</g>`;
  for (let s = 0; s < 5; s += 1) {
    const y0 = h * (0.06 + s * 0.07);
    const sag = rnd.between(80, 200);
    body += `<path d="M-20 ${r(y0)}Q${r(w / 2)} ${r(y0 + sag * 2)} ${w + 20} ${r(y0 + rnd.between(-40, 40))}" stroke="#0d0907" stroke-width="4" fill="none"/>`;
    for (let x = 30; x < w; x += rnd.between(70, 110)) {
      const t = x / w;
      const y = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * (y0 + sag * 2) + t * t * y0;
      body += `<circle cx="${r(x)}" cy="${r(y + 14)}" r="34" fill="url(#bulb)"/><circle cx="${r(x)}" cy="${r(y + 14)}" r="7" fill="#fff8e6"/>`;
    }
  }
  body += `<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  body += couple(r(w * 0.47), r(h * 0.93), r(h * 0.6), { suit: '#16110f', dress: '#f3e6d2', skin: '#c88a66', rim: '#ffc677' });
  for (let g = 0; g < 6; g += 1) {
    const x = g < 3 ? rnd.between(0, w * 0.2) : rnd.between(w * 0.8, w);
    body += `<ellipse cx="${r(x)}" cy="${r(h * 0.82)}" rx="${r(rnd.between(70, 110))}" ry="${r(h * 0.22)}" fill="#0f0a08" opacity=".85" filter="url(#far)"/>`;
  }
  return body + vignette(w, h, 0.55);
}

export const SCENES = { sunsetHill, castlePark, firstDance };

/** The scene as an SVG document of width×height px. */
export type SceneName = keyof typeof SCENES;

export function sceneSvg(scene: SceneName, width: number, height: number, seed: string): string {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`unknown scene ${scene}`);
  const body = draw(width, height, seededRandom(hashString(seed)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
