import type { Gallery, Photo } from '../../domain/gallery/gallery';
import type { PhotoSource, ViewerPhoto } from '../../ports/gallery-viewer-port';

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

/** The URLs of one width of a viewer's photo in every format, named `/{id}/{width|thumb}.{format}`. */
export function aPhotoSource(id: string, width: number, file: number | 'thumb' = width): PhotoSource {
  return { width, avif: `/${id}/${file}.avif`, webp: `/${id}/${file}.webp`, jpg: `/${id}/${file}.jpg` };
}

/** A 3:2 photo as the viewer gets it: a 360 px thumbnail and the web sizes 480–1600 px, no download right. */
export function aViewerPhoto(overrides: Partial<ViewerPhoto> = {}): ViewerPhoto {
  const id = overrides.id ?? 'p1';
  return {
    id,
    width: 1600,
    height: 1067,
    sectionId: null,
    thumb: aPhotoSource(id, 360, 'thumb'),
    sources: [480, 800, 1200, 1600].map((width) => aPhotoSource(id, width)),
    download: null,
    ...overrides,
  };
}
