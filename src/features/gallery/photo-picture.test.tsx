import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { PhotoPicture } from './photo-picture';

const at = (width: number) => ({ width, avif: `/p/${width}.avif`, webp: `/p/${width}.webp`, jpg: `/p/${width}.jpg` });
const photo: ViewerPhoto = { id: 'p1', width: 1600, height: 1067, sectionId: null, thumb: '/p/thumb.webp', sources: [at(480), at(800), at(1600)], download: null };

const candidates = (srcset: string | null) => (srcset ?? '').split(', ').filter(Boolean);

describe('a photograph from its renditions', () => {
  it('offers a grid tile its WebP thumbnail only among the WebP candidates, and the JPEG fallback only JPEGs', () => {
    const { container } = render(<PhotoPicture photo={photo} sizes="200px" thumb />);
    const [avif, webp] = [...container.querySelectorAll('source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(candidates(avif!.getAttribute('srcset'))).toEqual(['/p/480.avif 480w', '/p/800.avif 800w', '/p/1600.avif 1600w']);
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(candidates(webp!.getAttribute('srcset'))).toEqual(['/p/thumb.webp 360w', '/p/480.webp 480w', '/p/800.webp 800w', '/p/1600.webp 1600w']);
    const img = container.querySelector('img')!;
    expect(candidates(img.getAttribute('srcset')).every((c) => /\.jpg \d+w$/.test(c))).toBe(true);
    expect(img).toHaveAttribute('src', '/p/480.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('lets the full-screen viewer start from the largest JPEG and leaves the thumbnail out', () => {
    const { container } = render(<PhotoPicture photo={photo} sizes="100vw" />);
    expect(container.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).not.toContain('thumb');
    expect(container.querySelector('img')).toHaveAttribute('src', '/p/1600.jpg');
  });

  it('shows the thumbnail alone while a photo has no renditions yet', () => {
    const { container } = render(<PhotoPicture photo={{ ...photo, sources: [] }} sizes="200px" thumb />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')).toHaveAttribute('src', '/p/thumb.webp');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
