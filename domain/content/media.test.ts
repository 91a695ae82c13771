import { describe, expect, it } from 'vitest';
import { shareRendition } from './media';

describe('shareRendition', () => {
  const image = {
    url: '/img/a-2400.jpg',
    width: 2400,
    height: 1600,
    formats: [
      { url: '/img/a-800.jpg', width: 800, height: 533 },
      { url: '/img/a-1600.jpg', width: 1600, height: 1067 },
      { url: '/img/a-1200.jpg', width: 1200, height: 800 },
    ],
  };

  it('shares the smallest rendition at least 1200 px wide, with its own size', () => {
    expect(shareRendition(image)).toEqual({ url: '/img/a-1200.jpg', width: 1200, height: 800 });
  });

  it('shares the image itself when no rendition is that wide', () => {
    expect(shareRendition({ url: '/a.jpg', width: 900, height: 600 })).toEqual({ url: '/a.jpg', width: 900, height: 600 });
  });
});
