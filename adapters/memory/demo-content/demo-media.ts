import type { MediaImage } from '../../../domain/content/media';

/** Where scripts/build/generate-demo-images.ts writes its SVGs (served from public/). */
export const DEMO_MEDIA_ROOT = '/media/demo';

// Must match SIZES in scripts/build/generate-demo-images.ts; demo-content.test.ts compares against the files.
export const DEMO_IMAGE_SIZES = {
  L: { width: 1600, height: 1067 },
  P: { width: 1067, height: 1600 },
  hero: { width: 1920, height: 1080 },
  share: { width: 1200, height: 630 },
} as const;

export type DemoImageSize = keyof typeof DEMO_IMAGE_SIZES;

/**
 * Camera-sized JPEGs written by scripts/build/images/generate-camera-originals.ts (generated on demand, not committed),
 * so the build's image pipeline and the Strapi seed handle what a photographer really uploads.
 */
export const DEMO_PHOTOS_ROOT = `${DEMO_MEDIA_ROOT}/photos`;

// Must match CAMERA_ORIGINALS in scripts/build/images/generate-camera-originals.ts; demo-content.test.ts compares the files.
export const DEMO_PHOTO_SIZE = { width: 6000, height: 4000 } as const;

/** A gallery shot: an SVG placeholder's orientation (landscape/portrait) or a camera original, and its Czech alt text. */
export type DemoShot = readonly ['L' | 'P', string] | readonly ['photo', string, string];

export function demoImage(path: string, size: DemoImageSize, alt: string): MediaImage {
  const { width, height } = DEMO_IMAGE_SIZES[size];
  return { url: `${DEMO_MEDIA_ROOT}/${path}`, width, height, alt };
}

export function demoPhoto(name: string, alt: string): MediaImage {
  return { url: `${DEMO_PHOTOS_ROOT}/${name}`, ...DEMO_PHOTO_SIZE, alt };
}

/** The wedding's cover: a camera original when named, else the generated SVG placeholder. */
export function weddingCover(slug: string, alt: string, photo?: string): MediaImage {
  return photo ? demoPhoto(photo, alt) : demoImage(`weddings/${slug}/cover.svg`, 'L', alt);
}

/** Numbers the SVG shots 01.svg, 02.svg, … in the order the generator writes them; photos do not take a number. */
export function weddingGallery(slug: string, shots: readonly DemoShot[]): MediaImage[] {
  let svgIndex = 0;
  return shots.map((shot) => {
    if (shot[0] === 'photo') return demoPhoto(shot[1], shot[2]);
    svgIndex += 1;
    return demoImage(`weddings/${slug}/${String(svgIndex).padStart(2, '0')}.svg`, shot[0], shot[1]);
  });
}

export const DEMO_SHARE_IMAGE: MediaImage = demoImage(
  'share/default.svg',
  'share',
  'Novomanželé v objetí na louce při západu slunce',
);
