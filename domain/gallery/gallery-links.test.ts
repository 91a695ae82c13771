import { describe, expect, it } from 'vitest';
import { guestGalleryUrl, guestLinkIdFromPath } from './gallery-links';

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
