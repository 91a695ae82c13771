import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPhotoSource, aViewerPhoto } from '../../../tests/support/gallery-mother';
import { PhotoPicture } from './photo-picture';

const photo = aViewerPhoto();

const candidates = (srcset: string | null) => (srcset ?? '').split(', ').filter(Boolean);

function picture(container: HTMLElement) {
  const picture = container.querySelector('picture')!;
  const sources = [...picture.querySelectorAll('source')].map((source) => ({ type: source.getAttribute('type'), srcset: candidates(source.getAttribute('srcset')) }));
  return { children: [...picture.children].map((child) => child.tagName), sources, img: picture.querySelector('img')! };
}

describe('a photograph from its renditions', () => {
  it('serves a grid tile AVIF, then WebP from its thumbnail up to the grid’s widths, and the JPEG thumbnail as the <img>', () => {
    const { container } = render(<PhotoPicture photo={photo} sizes="202px" tile="lazy" />);
    const { children, sources, img } = picture(container);
    expect(children).toEqual(['SOURCE', 'SOURCE', 'IMG']);
    expect(sources).toEqual([
      { type: 'image/avif', srcset: ['/p1/thumb.avif 360w', '/p1/480.avif 480w', '/p1/800.avif 800w'] },
      { type: 'image/webp', srcset: ['/p1/thumb.webp 360w', '/p1/480.webp 480w', '/p1/800.webp 800w'] },
    ]);
    expect(img).toHaveAttribute('src', '/p1/thumb.jpg');
    expect(candidates(img.getAttribute('srcset'))).toEqual(['/p1/thumb.jpg 360w', '/p1/480.jpg 480w', '/p1/800.jpg 800w']);
    expect(img).toHaveAttribute('sizes', '202px');
    // The photo's own proportions reserve its box before any byte arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1067']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the largest paint’s candidate at once and at high priority, the rest of its row at once only', () => {
    const lcp = picture(render(<PhotoPicture photo={photo} sizes="202px" tile="lcp" />).container).img;
    expect([lcp.getAttribute('loading'), lcp.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const eager = picture(render(<PhotoPicture photo={photo} sizes="202px" tile="eager" />).container).img;
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', null]);
  });

  it('lets the full-screen viewer start from the largest JPEG, every web size offered and the thumbnail left out', () => {
    const { container } = render(<PhotoPicture photo={photo} sizes="100vw" />);
    const { sources, img } = picture(container);
    expect(sources.map((source) => source.srcset.length)).toEqual([4, 4]);
    expect(container.innerHTML).not.toContain('thumb');
    expect(img).toHaveAttribute('src', '/p1/1600.jpg');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows a photo narrower than the first web size from its thumbnail in every format', () => {
    const small = aViewerPhoto({ width: 300, height: 200, thumb: aPhotoSource('p1', 300, 'thumb'), sources: [] });
    for (const tile of ['lazy', undefined] as const) {
      const { sources, img } = picture(render(<PhotoPicture photo={small} sizes="202px" tile={tile} />).container);
      expect(sources.map((source) => source.srcset)).toEqual([['/p1/thumb.avif 300w'], ['/p1/thumb.webp 300w']]);
      expect(img).toHaveAttribute('src', '/p1/thumb.jpg');
    }
  });
});
