import { describe, expect, it } from 'vitest';
import { coupleGalleryIdFromPath, coupleGalleryPath, guestGalleryUrl, guestLinkIdFromPath } from './gallery-links';

describe('guestLinkIdFromPath', () => {
  it('reads the link id from a guests’ address, with or without a trailing slash, as guestGalleryUrl writes it', () => {
    expect(guestLinkIdFromPath('/galerie/Ab3_x-9Qz')).toBe('Ab3_x-9Qz');
    expect(guestLinkIdFromPath('/galerie/Ab3_x-9Qz/')).toBe('Ab3_x-9Qz');
    expect(guestLinkIdFromPath(new URL(guestGalleryUrl('https://example.cz', 'a b')).pathname)).toBe('a b');
  });

  it('answers an empty id for any other address, a deeper one or a malformed escape', () => {
    for (const path of ['/galerie', '/galerie/', '/galerie/a/b', '/ucet/galerie/abc', '/galeriex/abc', '/galerie/%E0%A4%A']) {
      expect(guestLinkIdFromPath(path), path).toBe('');
    }
  });
});

describe('coupleGalleryIdFromPath', () => {
  it('reads the gallery id from a couple’s address as coupleGalleryPath writes it', () => {
    expect(coupleGalleryIdFromPath(coupleGalleryPath('g1 x'))).toBe('g1 x');
    expect(coupleGalleryIdFromPath('/ucet/galerie/abc/')).toBe('abc');
  });

  it('answers an empty id for a guests’ address, the portal, a deeper address or a malformed escape', () => {
    for (const path of ['/galerie/abc', '/ucet', '/ucet/galerie', '/ucet/galerie/a/b', '/ucet/galerie/%E0%A4%A']) {
      expect(coupleGalleryIdFromPath(path), path).toBe('');
    }
  });
});
