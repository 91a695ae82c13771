import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOptimisedImage, aPlainImage } from '../../../tests/support/media-mother';
import { Lightbox } from './lightbox';

const noop = () => undefined;

describe('Lightbox', () => {
  it('shows the largest web rendition: AVIF or WebP where supported, the largest JPEG otherwise', () => {
    const image = anOptimisedImage({}, 'big', [480, 1200, 2400]);
    render(<Lightbox images={[image]} index={0} onIndexChange={noop} onClose={noop} />);
    const img = screen.getByRole('img', { name: image.alt });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', '/img/big-2400.avif 2400w'],
      ['image/webp', '/img/big-2400.webp 2400w'],
    ]);
    expect(img).toHaveAttribute('src', '/img/big-2400.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
  });

  it('shows an unoptimised image as it is, in a bare <img>', () => {
    render(<Lightbox images={[aPlainImage()]} index={0} onIndexChange={noop} onClose={noop} />);
    const img = screen.getByRole('img');
    expect(img.parentElement?.tagName).toBe('FIGURE');
    expect(img).toHaveAttribute('src', '/media/demo/home/hero.svg');
  });

  it('switches every source when moving to the next image', () => {
    const images = [anOptimisedImage({}, 'first'), anOptimisedImage({ alt: 'Druhá fotografie' }, 'second')];
    const { rerender } = render(<Lightbox images={images} index={0} onIndexChange={noop} onClose={noop} />);
    rerender(<Lightbox images={images} index={1} onIndexChange={noop} onClose={noop} />);
    const img = screen.getByRole('img', { name: 'Druhá fotografie' });
    expect(img).toHaveAttribute('src', '/img/second-2400.jpg');
    expect(document.querySelectorAll('.lightbox source[srcset*="first"]')).toHaveLength(0);
    expect(document.querySelector('.lightbox source[type="image/avif"]')).toHaveAttribute('srcset', '/img/second-2400.avif 2400w');
  });
});
