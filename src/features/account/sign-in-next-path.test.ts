import { describe, expect, it } from 'vitest';
import { accountNextPath } from './sign-in-page';

const next = (path: string) => `?next=${encodeURIComponent(path)}`;

describe('accountNextPath (where the sign-in page goes afterwards)', () => {
  it('follows the portal’s pages and a couple’s gallery, which its own entry sends here', () => {
    expect(accountNextPath(next('/ucet'))).toBe('/ucet');
    expect(accountNextPath(next('/rezervace'))).toBe('/rezervace');
    expect(accountNextPath(next('/ucet/galerie/DemoGalleryJanaPetr'))).toBe('/ucet/galerie/DemoGalleryJanaPetr');
  });

  it('falls back to the portal for anything else: another site, a malformed gallery id, a deeper address', () => {
    for (const path of ['//evil.example/ucet', 'https://evil.example/', '/ucet/galerie/abc', '/ucet/galerie/..%2F..%2Fadmin', '/ucet/galerie/DemoGalleryJanaPetr/x', '/admin']) {
      expect(accountNextPath(next(path)), path).toBe('/ucet');
    }
    expect(accountNextPath('')).toBe('/ucet');
  });
});
