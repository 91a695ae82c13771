import { describe, expect, it } from 'vitest';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { detachedGallery, galleryErasureChoice, galleryExportOf } from './gallery-privacy';

describe('what "Smazat účet" does to galleries', () => {
  it('needs the couple\'s choice when the account has galleries, and refuses an unknown one', () => {
    expect(() => galleryErasureChoice(undefined, true, 'couple')).toThrow(expect.objectContaining({ code: 'privacy/gallery-choice-required' }));
    expect(() => galleryErasureChoice('smazat', true, 'couple')).toThrow(expect.objectContaining({ code: 'privacy/gallery-choice-required' }));
    expect(galleryErasureChoice('delete', true, 'couple')).toBe('delete');
    expect(galleryErasureChoice(undefined, false, 'couple')).toBe('keep');
  });

  it('keeps the galleries detached when the account was deleted elsewhere and nobody was asked', () => {
    expect(galleryErasureChoice(undefined, true, 'account-deleted')).toBe('keep');
  });

  it('detaches a kept gallery: no booking, not published, no guests\' link, no portfolio consent; a draft stays a draft', () => {
    const kept = detachedGallery(aGallery({ portfolioConsent: 'allowed' }), '2028-01-01T00:00:00.000Z');
    expect(kept).toMatchObject({ bookingId: null, state: 'unpublished', guestLink: null, portfolioConsent: 'undecided', updatedAt: '2028-01-01T00:00:00.000Z' });
    expect(detachedGallery(aGallery({ state: 'draft' }), '2028-01-01T00:00:00.000Z').state).toBe('draft');
  });
});

describe('a gallery in the couple\'s export', () => {
  it('names photos by their file names, lists the couple\'s favourites, selection with comments and consents, and says where the photos are', () => {
    const [a, b, c] = [aPhoto({ fileName: 'DSC_1.jpg' }), aPhoto({ fileName: 'DSC_2.jpg', portfolio: 'refused' }), aPhoto({ fileName: 'DSC_3.jpg' })];
    const gallery = aGallery({ portfolioConsent: 'allowed', guestLink: { id: 'link000001', pinDigest: 'v1:secret' } });
    const exported = galleryExportOf(gallery, [a!, b!, c!], [c!.id], { items: [{ photoId: a!.id, comment: 'na obálku' }], submittedAt: '2027-09-01T10:00:00.000Z', updatedAt: '2027-09-01T10:00:00.000Z' });
    expect(exported).toEqual({
      id: gallery.id,
      title: gallery.title,
      eventDate: gallery.eventDate,
      state: 'published',
      expiresOn: gallery.expiresOn,
      photoCount: 3,
      favourites: ['DSC_3.jpg'],
      selection: { submittedAt: '2027-09-01T10:00:00.000Z', items: [{ fileName: 'DSC_1.jpg', comment: 'na obálku' }] },
      portfolio: { gallery: 'allowed', photos: [{ fileName: 'DSC_2.jpg', choice: 'refused' }] },
      guests: 'no-personal-data-stored',
      photos: 'download-from-gallery',
    });
    // The guests' PIN digest is the system's secret, not the couple's data.
    expect(JSON.stringify(exported)).not.toContain('v1:secret');
  });
});
