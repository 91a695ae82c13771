// Writes the demo "camera originals" into public/media/demo/photos/: photo-like JPEGs at a camera's size
// (6000×4000, several MB each), so the image pipeline and the Strapi seed handle what a photographer really
// uploads. Deterministic (seeded PRNG, no clock): a rerun writes identical bytes. Nothing is downloaded.
// The files are generated, not committed (.gitignore); `ensureCameraOriginals()` makes them when missing.
//
//   node --import tsx scripts/build/images/generate-camera-originals.ts [--force] [--out <dir>]
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashString, sceneSvg, type SceneName } from './camera-scenes.ts';

/** Where the web app serves them from; demo content refers to `${CAMERA_ORIGINALS_URL}/${name}`. */
export const CAMERA_ORIGINALS_URL = '/media/demo/photos';
export const CAMERA_ORIGINALS_DIR = fileURLToPath(new URL(`../../../public${CAMERA_ORIGINALS_URL}/`, import.meta.url));

export interface CameraOriginal {
  name: string;
  scene: SceneName;
  width: number;
  height: number;
}

/** Width/height must match adapters/memory/demo-content/demo-media.ts (demo-content.test.ts compares the files). */
export const CAMERA_ORIGINALS: readonly CameraOriginal[] = [
  { name: 'home-hero.jpg', scene: 'sunsetHill', width: 6000, height: 4000 },
  { name: 'jana-a-petr-cover.jpg', scene: 'castlePark', width: 6000, height: 4000 },
  { name: 'jana-a-petr-first-dance.jpg', scene: 'firstDance', width: 6000, height: 4000 },
];

// Sensor noise, in 8-bit levels: luminance grain dominates, a little colour noise on top, both strongest in the
// shadows and mid-tones as in a real high-ISO frame. This is what makes the files compress like photographs.
const LUMA_SIGMA = 5.5;
const CHROMA_SIGMA = 2;
const JPEG = { quality: 92, chromaSubsampling: '4:2:0' } as const;
// What a camera writes into its files; the web pipeline must strip it.
export const CAMERA_EXIF = { IFD0: { Make: 'Demo', Model: 'Generated 24MP', Software: 'generate-camera-originals', Copyright: 'Tereza Nováková (demo)' } };

/** Adds seeded grain in place; `pixels` is packed RGB. */
function addGrain(pixels: Buffer, seed: number) {
  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  const lumaAmp = LUMA_SIGMA / 0.408; // (a + b - 1) is triangular on [-1, 1] with σ ≈ 0.408
  const chromaAmp = CHROMA_SIGMA / 0.577 / 128; // a byte minus 128 is uniform with σ ≈ 0.577 · 128
  let s = seed | 0 || 1;
  for (let i = 0; i < out.length; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const a = s >>> 0;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const b = s >>> 0;
    const [red, green, blue] = [out[i]!, out[i + 1]!, out[i + 2]!];
    const luma = (red * 0.3 + green * 0.59 + blue * 0.11) / 255;
    const weight = 1.25 - 0.75 * luma;
    const n = ((a & 0xffff) / 65535 + (b & 0xffff) / 65535 - 1) * lumaAmp * weight;
    out[i] = red + n + ((a >>> 24) - 128) * chromaAmp * weight;
    out[i + 1] = green + n + (((a >>> 16) & 0xff) - 128) * chromaAmp * weight;
    out[i + 2] = blue + n + ((b >>> 24) - 128) * chromaAmp * weight;
  }
}

/** When a frame was taken, as a camera writes it: local wall-clock time and its offset from UTC. */
export interface CameraCaptureTime {
  /** "YYYY:MM:DD HH:MM:SS", EXIF's DateTimeOriginal. */
  local: string;
  /** "+02:00", EXIF's OffsetTimeOriginal. */
  offset: string;
}

/**
 * One original's JPEG bytes: the scene, grain and the camera's EXIF, plus the capture time when given (the gallery
 * orders photos by it). Deterministic: the same original gives the same bytes. The scene is drawn at 1/`sceneScale`
 * of the size and upscaled: soft like a lens wide open, and far cheaper than a full-size render (at 4 a 24-megapixel
 * frame takes a tenth of the time, for a gallery's worth of them).
 */
export async function renderCameraJpeg(original: CameraOriginal, { captured, sceneScale = 2 }: { captured?: CameraCaptureTime; sceneScale?: number } = {}): Promise<Buffer> {
  const { width, height } = original;
  const [halfWidth, halfHeight] = [Math.round(width / sceneScale), Math.round(height / sceneScale)];
  const svg = sceneSvg(original.scene, halfWidth, halfHeight, original.name);
  // Rasterise first, then resize the pixels: handed a resize, sharp would re-render the SVG (filters and all)
  // at full size, which is ten times slower.
  const half = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const data = await sharp(half, { raw: { width: halfWidth, height: halfHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  addGrain(data, hashString(`grain:${original.name}`));
  const exif = captured ? { ...CAMERA_EXIF, IFD2: { DateTimeOriginal: captured.local, OffsetTimeOriginal: captured.offset } } : CAMERA_EXIF;
  return sharp(data, { raw: { width, height, channels: 3 } }).withExif(exif).jpeg(JPEG).toBuffer();
}

/** Renders one original to `file` (written under a temporary name, then renamed, so readers never see half a file). */
export async function generateCameraOriginal(original: CameraOriginal, file: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, await renderCameraJpeg(original));
  await fs.rename(tmp, file);
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

/** Parallel test workers and Strapi boots may ask at the same time: one generates, the others wait. */
async function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lockDir).catch(() => null);
      // A lock left by a killed process is taken over after 3 minutes (generation takes seconds).
      if (stat && Date.now() - stat.mtimeMs > 180_000) await fs.rm(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

/**
 * Generates the camera originals that are missing from `dir` (all of them with `force`). Idempotent.
 */
export async function ensureCameraOriginals({ dir = CAMERA_ORIGINALS_DIR, force = false }: { dir?: string; force?: boolean } = {}): Promise<
  Array<{ name: string; file: string; generated: boolean }>
> {
  const files = CAMERA_ORIGINALS.map((original) => ({ original, file: path.join(dir, original.name) }));
  const missing = async () => (force ? files : (await Promise.all(files.map(async (f) => ((await exists(f.file)) ? null : f)))).filter((f) => f !== null));
  if ((await missing()).length === 0) return files.map(({ original, file }) => ({ name: original.name, file, generated: false }));

  await fs.mkdir(dir, { recursive: true });
  return withLock(path.join(dir, '.generating.lock'), async () => {
    const todo = new Set(await missing()); // another process may have made them while we waited
    await Promise.all([...todo].map(({ original, file }) => generateCameraOriginal(original, file)));
    return files.map((f) => ({ name: f.original.name, file: f.file, generated: todo.has(f) }));
  });
}

async function cli() {
  const outArg = process.argv.indexOf('--out');
  const dir = outArg > 0 ? path.resolve(process.argv[outArg + 1] ?? '') : CAMERA_ORIGINALS_DIR;
  const started = Date.now();
  const result = await ensureCameraOriginals({ dir, force: process.argv.includes('--force') });
  for (const { file, generated } of result) {
    const { size } = await fs.stat(file);
    console.log(`${generated ? 'wrote' : 'kept '} ${file} (${(size / 1e6).toFixed(1)} MB)`);
  }
  console.log(`camera originals ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
