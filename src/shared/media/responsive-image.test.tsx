import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOptimisedImage, aPlainImage } from '../../../tests/support/media-mother';
import { ResponsiveImage } from './responsive-image';

const SIZES = '(min-width: 1100px) 1040px, 100vw';

describe('ResponsiveImage', () => {
  it('renders an unoptimised image as a bare <img> with its intrinsic size, lazy by default', () => {
    const { container } = render(<ResponsiveImage image={aPlainImage()} sizes={SIZES} className="hero-image" />);
    const img = screen.getByRole('img', { name: 'Novomanželé při západu slunce' });
    expect(container.querySelector('picture')).toBeNull();
    expect(img.parentElement).toBe(container);
    expect(img).toHaveAttribute('src', '/media/demo/home/hero.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1080');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveClass('hero-image');
  });

  it('lists CMS renditions and the full image in the srcset of the <img>', () => {
    const image = aPlainImage({ url: '/uploads/a.jpg', width: 1600, height: 1067, formats: [{ url: '/uploads/s_a.jpg', width: 500, height: 333 }] });
    render(<ResponsiveImage image={image} sizes={SIZES} />);
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/uploads/s_a.jpg 500w, /uploads/a.jpg 1600w');
  });

  it('offers AVIF, then WebP, as <source>s with the same sizes, and keeps the JPEG <img> as the fallback', () => {
    const { container } = render(<ResponsiveImage image={anOptimisedImage()} sizes={SIZES} priority className="hero-image" />);
    const picture = container.querySelector('picture');
    expect(picture).toHaveClass('responsive-picture');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/img/abc123-480.avif 480w, /img/abc123-800.avif 800w, /img/abc123-2400.avif 2400w');
    expect(sources[1]).toHaveAttribute('srcset', '/img/abc123-480.webp 480w, /img/abc123-800.webp 800w, /img/abc123-2400.webp 2400w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES);

    const img = screen.getByRole('img');
    expect(img.parentElement).toBe(picture);
    expect(picture?.lastElementChild).toBe(img); // a <source> after the <img> would be ignored
    expect(img).toHaveAttribute('src', '/img/abc123-2400.jpg');
    expect(img).toHaveAttribute('srcset', '/img/abc123-480.jpg 480w, /img/abc123-800.jpg 800w, /img/abc123-2400.jpg 2400w');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveClass('hero-image');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
