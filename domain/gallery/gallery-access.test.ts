import { describe, expect, it } from 'vitest';
import { aGallery } from '../../tests/support/gallery-mother';
import { galleryAccess, isExpired } from './gallery-access';
import type { GalleryAudience, GalleryState } from './gallery';

const NOW = new Date('2027-07-01T10:00:00Z');
const LINK = 'link000001';

describe('galleryAccess: audience × state × expiry × link × rights', () => {
  const cases: Array<[GalleryAudience, GalleryState, string | undefined, string]> = [
    ['admin', 'draft', undefined, 'original'],
    ['admin', 'unpublished', undefined, 'original'],
    ['admin', 'published', undefined, 'original'],
    ['couple', 'draft', undefined, 'gallery/not-found'],
    ['couple', 'unpublished', undefined, 'gallery/unpublished'],
    ['couple', 'published', undefined, 'original'],
    ['guest', 'draft', LINK, 'gallery/not-found'],
    ['guest', 'unpublished', LINK, 'gallery/unpublished'],
    ['guest', 'published', LINK, 'web'],
    ['guest', 'published', 'linkOLD0001', 'gallery/not-found'],
    ['guest', 'published', undefined, 'gallery/not-found'],
  ];
  it.each(cases)('%s on a %s gallery (link %s) → %s', (audience, state, linkId, expected) => {
    const access = galleryAccess(aGallery({ state }), { audience, now: NOW, ...(linkId ? { linkId } : {}) });
    expect(access.ok ? access.download : access.code).toBe(expected);
  });

  it('each audience gets its own download right', () => {
    const gallery = aGallery({ rights: { couple: 'web', guests: 'none' } });
    expect(galleryAccess(gallery, { audience: 'couple', now: NOW })).toMatchObject({ ok: true, download: 'web' });
    expect(galleryAccess(gallery, { audience: 'guest', now: NOW, linkId: LINK })).toMatchObject({ ok: true, download: 'none' });
  });

  it('a gallery without a guest link refuses every guest as not-found', () => {
    expect(galleryAccess(aGallery({ guestLink: null }), { audience: 'guest', now: NOW, linkId: LINK })).toEqual({ ok: false, code: 'gallery/not-found' });
  });

  it('after the last day: guests expired, the couple archived, the desk still opens it (archived)', () => {
    const gallery = aGallery({ expiresOn: '2027-06-30' });
    expect(galleryAccess(gallery, { audience: 'guest', now: NOW, linkId: LINK })).toEqual({ ok: false, code: 'gallery/expired' });
    expect(galleryAccess(gallery, { audience: 'couple', now: NOW })).toEqual({ ok: false, code: 'gallery/archived' });
    expect(galleryAccess(gallery, { audience: 'admin', now: NOW })).toEqual({ ok: true, view: true, download: 'original', archived: true });
  });

  it('a wrong link is not-found even when the gallery is expired: nothing tells a stranger it exists', () => {
    const gallery = aGallery({ expiresOn: '2027-06-30' });
    expect(galleryAccess(gallery, { audience: 'guest', now: NOW, linkId: 'wrong00001' })).toEqual({ ok: false, code: 'gallery/not-found' });
  });
});

describe('isExpired: the last day is a whole day in Prague', () => {
  it('the last day still opens until midnight Prague time (summer: 22:00 UTC)', () => {
    const gallery = { expiresOn: '2027-07-31' };
    expect(isExpired(gallery, new Date('2027-07-31T21:59:59Z'))).toBe(false);
    expect(isExpired(gallery, new Date('2027-07-31T22:00:00Z'))).toBe(true);
  });

  it('in winter the day ends at 23:00 UTC', () => {
    const gallery = { expiresOn: '2027-01-15' };
    expect(isExpired(gallery, new Date('2027-01-15T22:59:59Z'))).toBe(false);
    expect(isExpired(gallery, new Date('2027-01-15T23:00:00Z'))).toBe(true);
  });

  it('on the night the clocks go back (31 October 2027) the day still ends at Prague midnight', () => {
    const gallery = { expiresOn: '2027-10-31' };
    expect(isExpired(gallery, new Date('2027-10-31T22:59:59Z'))).toBe(false);
    expect(isExpired(gallery, new Date('2027-10-31T23:00:00Z'))).toBe(true);
  });
});
