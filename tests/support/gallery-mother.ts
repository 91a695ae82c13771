import type { Gallery, Photo } from '../../domain/gallery/gallery';

let counter = 0;

/** A published gallery of a booking, valid through 2027-12-31, couple downloads originals, guests the web size. */
export function aGallery(overrides: Partial<Gallery> = {}): Gallery {
  counter += 1;
  return {
    id: `gallery${String(counter).padStart(4, '0')}`,
    bookingId: 'booking-1',
    title: 'Jana a Petr – Hluboká',
    eventDate: '2027-06-12',
    coverPhotoId: null,
    sections: [],
    expiresOn: '2027-12-31',
    state: 'published',
    rights: { couple: 'original', guests: 'web' },
    guestLink: { id: 'link000001', pinDigest: 'v1:none' },
    selection: { quota: 3, deadline: '2027-09-30' },
    portfolioConsent: 'undecided',
    askGuestContact: false,
    storageBytes: 0,
    createdAt: '2027-06-20T10:00:00.000Z',
    updatedAt: '2027-06-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A shown photo (renditions ready, not hidden), no manual position. */
export function aPhoto(overrides: Partial<Photo> = {}): Photo {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    id: `photo${n}`,
    fileName: `DSC_${n}.jpg`,
    size: 20_000_000,
    sha256: n.padStart(64, 'a'),
    capturedAt: null,
    order: null,
    sectionId: null,
    hidden: false,
    width: 6000,
    height: 4000,
    renditions: 'ready',
    portfolio: 'inherit',
    ...overrides,
  };
}
