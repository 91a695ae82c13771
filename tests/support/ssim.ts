import sharp, { type Sharp } from 'sharp';
import { renditionWidths } from '../../domain/content/image-ladder';

// SSIM (Wang et al. 2004) on luma, over 8×8 windows every 4 pixels with uniform weights: the cheap variant many
// encoders' tuning tools report. 1 is identical; for photographs ≥ 0.95 is hard to tell apart at the size shown, and
// below ~0.90 blocking or smearing becomes visible. sharp offers no perceptual metric, hence this.
const WINDOW = 8;
const STEP = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Luma (BT.601) of an image as displayed: alpha flattened onto white, as the JPEG renditions are. */
export async function lumaOf(image: Buffer | Sharp): Promise<{ luma: Float32Array; width: number; height: number }> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const luma = new Float32Array(info.width * info.height);
  for (let i = 0, p = 0; i < luma.length; i += 1, p += info.channels) {
    luma[i] = info.channels >= 3 ? 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]! : data[p]!;
  }
  return { luma, width: info.width, height: info.height };
}

/** Mean SSIM of two luma planes of the same size. */
export function ssim(a: Float32Array, b: Float32Array, width: number, height: number): number {
  if (a.length !== width * height || b.length !== width * height) throw new Error('ssim: planes differ in size');
  const n = WINDOW * WINDOW;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + WINDOW <= height; y += STEP) {
    for (let x = 0; x + WINDOW <= width; x += STEP) {
      let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
      for (let j = 0; j < WINDOW; j += 1) {
        const row = (y + j) * width + x;
        for (let i = 0; i < WINDOW; i += 1) {
          const va = a[row + i]!;
          const vb = b[row + i]!;
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const [ma, mb] = [sa / n, sb / n];
      const [va, vb, cov] = [saa / n - ma * ma, sbb / n - mb * mb, sab / n - ma * mb];
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows += 1;
    }
  }
  return windows === 0 ? 1 : total / windows;
}

/** SSIM of an encoded rendition against the uncompressed pixels it was made from. */
export async function ssimOf(encoded: Buffer, reference: Sharp): Promise<number> {
  const [a, b] = await Promise.all([lumaOf(reference), lumaOf(encoded)]);
  if (a.width !== b.width || a.height !== b.height) throw new Error(`ssim: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  return ssim(a.luma, b.luma, a.width, a.height);
}

/**
 * The uncompressed pixels the renditions of `original` are encoded from, made as adapters/storage-admin/sharp-renditions.ts
 * makes them (upright, sRGB, scaled to the largest ladder width once, then with lanczos3 to each width): decoded once,
 * then a PNG of any width on demand.
 */
export async function renditionReferences(original: Buffer): Promise<(width: number) => Promise<Sharp>> {
  const meta = await sharp(original).metadata();
  const uprightWidth = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
  const top = renditionWidths(uprightWidth).at(-1) ?? uprightWidth;
  const { data, info } = await sharp(original).autoOrient().toColourspace('srgb').resize({ width: top, withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return async (width) => sharp(await (width < info.width ? pixels().resize({ width, kernel: 'lanczos3' }) : pixels()).png().toBuffer());
}
