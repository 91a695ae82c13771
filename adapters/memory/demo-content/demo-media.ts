import type { MediaImage } from '../../../domain/content/media';

/** Where scripts/generate-demo-images.mjs writes its SVGs (served from public/). */
export const DEMO_MEDIA_ROOT = '/media/demo';

// Must match SIZES in scripts/generate-demo-images.mjs; demo-content.test.ts compares against the files.
export const DEMO_IMAGE_SIZES = {
  L: { width: 1600, height: 1067 },
  P: { width: 1067, height: 1600 },
  hero: { width: 1920, height: 1080 },
  share: { width: 1200, height: 630 },
} as const;

export type DemoImageSize = keyof typeof DEMO_IMAGE_SIZES;

/** A gallery shot: orientation (landscape/portrait) and its Czech alt text. */
export type DemoShot = readonly ['L' | 'P', string];

export function demoImage(path: string, size: DemoImageSize, alt: string): MediaImage {
  const { width, height } = DEMO_IMAGE_SIZES[size];
  return { url: `${DEMO_MEDIA_ROOT}/${path}`, width, height, alt };
}

export function weddingCover(slug: string, alt: string): MediaImage {
  return demoImage(`weddings/${slug}/cover.svg`, 'L', alt);
}

/** Numbers the shots 01.svg, 02.svg, … in the order the generator writes them. */
export function weddingGallery(slug: string, shots: readonly DemoShot[]): MediaImage[] {
  return shots.map(([size, alt], index) =>
    demoImage(`weddings/${slug}/${String(index + 1).padStart(2, '0')}.svg`, size, alt),
  );
}

export const DEMO_SHARE_IMAGE: MediaImage = demoImage(
  'share/default.svg',
  'share',
  'Novomanželé v objetí na louce při západu slunce',
);
