import type { DownloadScope } from '../../domain/gallery/download-job';
import type { Gallery, GallerySection } from '../../domain/gallery/gallery';
import type { GalleryInput } from '../../domain/gallery/gallery-input';
import type { SelectionChange } from '../../domain/gallery/selection';
import type { AdminGallery, AdminPhoto, AdminSelection, GalleryStorageReport, GallerySummary, GuestAccess } from '../gallery-admin-port';
import type { CoupleGalleryCard, DownloadJobView, GalleryView, GuestPass, PortfolioChoice, PortfolioView, SelectionView } from '../gallery-viewer-port';

/**
 * Who a viewer call acts for on the wire: the couple's Strapi session (verified by the function, as the portal's) with
 * the gallery, or a guest's pass (signed by the functions after the PIN).
 */
export type WireViewer = { session: string; galleryId: string } | { guestPass: string };

/**
 * The galleries' callables (issue 20), part of CallableApi (callable-api.ts extends this map). Admin calls need the
 * `admin` claim; the viewer calls carry a WireViewer. Shapes as in ports/gallery-admin-port.ts and
 * ports/gallery-viewer-port.ts, whose contracts every handler keeps.
 */
export interface GalleryCallableApi {
  listGalleries: { request: Record<string, never>; response: { galleries: GallerySummary[] } };
  getGallery: { request: { galleryId: string }; response: AdminGallery };
  createGallery: { request: { input: Partial<GalleryInput> }; response: Gallery };
  updateGallery: { request: { galleryId: string; patch: Partial<GalleryInput> }; response: Gallery };
  publishGallery: { request: { galleryId: string; publish: boolean }; response: Gallery };
  setGallerySections: { request: { galleryId: string; sections: GallerySection[] }; response: Gallery };
  /** Reads the uploaded original's metadata, stores the photo, and starts its renditions. */
  registerGalleryPhoto: { request: { galleryId: string; photoId: string }; response: AdminPhoto };
  removeGalleryPhoto: { request: { galleryId: string; photoId: string }; response: { removed: string } };
  reorderGalleryPhotos: { request: { galleryId: string; photoIds: string[] }; response: { ok: true } };
  setGalleryPhotosHidden: { request: { galleryId: string; photoIds: string[]; hidden: boolean }; response: { ok: true } };
  setGalleryPhotosSection: { request: { galleryId: string; photoIds: string[]; sectionId: string | null }; response: { ok: true } };
  setGalleryCover: { request: { galleryId: string; photoId: string | null }; response: Gallery };
  setGuestPin: { request: { galleryId: string; pin: string }; response: GuestAccess };
  rotateGuestLink: { request: { galleryId: string }; response: GuestAccess };
  extendGalleryExpiry: { request: { galleryId: string; expiresOn: string }; response: Gallery };
  readGallerySelection: { request: { galleryId: string }; response: { selection: AdminSelection | null } };
  galleryStorageUsed: { request: { galleryId: string }; response: GalleryStorageReport };
  /** The upload queue, when a file's upload completes (and the sweep for any it missed): makes the web renditions. */
  makeRenditions: { request: { galleryId: string; photoId: string }; response: { renditions: 'ready' | 'failed' } };

  myGalleries: { request: { session: string }; response: { galleries: CoupleGalleryCard[] } };
  guestGalleryEntry: { request: { linkId: string }; response: { askContact: boolean } };
  openGuestGallery: { request: { linkId: string; pin: string; name?: string; email?: string }; response: GuestPass };
  openGallery: { request: { viewer: WireViewer }; response: GalleryView };
  setGalleryFavourite: { request: { viewer: WireViewer; photoId: string; favourite: boolean }; response: { favourites: string[] } };
  changeGallerySelection: { request: { viewer: WireViewer; change: SelectionChange }; response: SelectionView };
  submitGallerySelection: { request: { viewer: WireViewer }; response: SelectionView };
  setPortfolioConsent: { request: { viewer: WireViewer; choice: PortfolioChoice }; response: PortfolioView };
  requestGalleryDownload: { request: { viewer: WireViewer; scope: DownloadScope }; response: DownloadJobView };
  galleryDownloadJob: { request: { viewer: WireViewer; jobId: string }; response: DownloadJobView };
}

/** The galleries' callable names, for CALLABLE_NAMES once functions/src/index.ts deploys them. */
export const GALLERY_CALLABLE_NAMES = [
  'listGalleries', 'getGallery', 'createGallery', 'updateGallery', 'publishGallery', 'setGallerySections', 'registerGalleryPhoto',
  'removeGalleryPhoto', 'reorderGalleryPhotos', 'setGalleryPhotosHidden', 'setGalleryPhotosSection', 'setGalleryCover', 'setGuestPin',
  'rotateGuestLink', 'extendGalleryExpiry', 'readGallerySelection', 'galleryStorageUsed', 'makeRenditions', 'myGalleries',
  'guestGalleryEntry', 'openGuestGallery', 'openGallery', 'setGalleryFavourite', 'changeGallerySelection', 'submitGallerySelection',
  'setPortfolioConsent', 'requestGalleryDownload', 'galleryDownloadJob',
] as const satisfies readonly (keyof GalleryCallableApi)[];
