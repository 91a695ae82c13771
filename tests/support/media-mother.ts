import type { MediaImage, MediaRendition } from '../../domain/content/media';

const renditions = (hash: string, ext: string, widths: readonly number[]): MediaRendition[] =>
  widths.map((width) => ({ url: `/img/${hash}-${width}.${ext}`, width, height: Math.round((width * 2) / 3) }));

/** An image as the build's image pipeline leaves it: largest JPEG in url, smaller JPEGs, AVIF and WebP sources. */
export function anOptimisedImage(overrides: Partial<MediaImage> = {}, hash = 'abc123', widths = [480, 800, 2400]): MediaImage {
  const jpg = renditions(hash, 'jpg', widths);
  const largest = jpg[jpg.length - 1]!;
  return {
    ...largest,
    alt: 'Novomanželé na kopci při západu slunce',
    formats: jpg.slice(0, -1),
    sources: [
      { type: 'image/avif', renditions: renditions(hash, 'avif', widths) },
      { type: 'image/webp', renditions: renditions(hash, 'webp', widths) },
    ],
    ...overrides,
  };
}

/** An image straight from the content (memory demo, Storybook): one URL, no renditions. */
export function aPlainImage(overrides: Partial<MediaImage> = {}): MediaImage {
  return { url: '/media/demo/home/hero.svg', width: 1920, height: 1080, alt: 'Novomanželé při západu slunce', ...overrides };
}
