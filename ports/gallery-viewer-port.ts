import type { DownloadJobStatus, DownloadScope } from '../domain/gallery/download-job';
import type { DownloadRight, GallerySection, PhotoPortfolio, PortfolioConsent } from '../domain/gallery/gallery';
import type { SelectionChange, SelectionItem } from '../domain/gallery/selection';

/** Who views: the couple (their signed-in account; the adapter sends its session) or a guest (their pass). */
export type GalleryViewer = { as: 'couple'; galleryId: string } | { as: 'guest'; pass: string };

/** A guest's signed, expiring pass after the PIN: kept in memory or sessionStorage, sent with every call. */
export interface GuestPass {
  pass: string;
  galleryId: string;
  /** ISO instant the pass stops working (the guest then enters the PIN again). */
  expiresAt: string;
}

/** One rendition width in every format (the grid's and the viewer's `srcset`s; a photo's thumbnail too). */
export interface PhotoSource {
  width: number;
  avif: string;
  webp: string;
  jpg: string;
}

export interface ViewerPhoto {
  id: string;
  width: number;
  height: number;
  sectionId: string | null;
  /** The grid's small thumbnail (≤ 40 KB a file) in every format, at its own width. */
  thumb: PhotoSource;
  /** The web renditions, narrowest first. */
  sources: PhotoSource[];
  /** The file the viewer may save (web size or original, per the download right); null without a right. */
  download: { url: string; fileName: string } | null;
}

export interface SelectionView {
  quota: number;
  deadline: string;
  /** Whether it may still change (not sent, deadline not passed). */
  open: boolean;
  items: SelectionItem[];
  submittedAt: string | null;
}

export interface PortfolioView {
  gallery: PortfolioConsent;
  /** Only the photos with their own word (not `inherit`). */
  photos: Record<string, Exclude<PhotoPortfolio, 'inherit'>>;
}

export interface GalleryView {
  galleryId: string;
  audience: 'couple' | 'guest';
  title: string;
  eventDate: string;
  expiresOn: string;
  coverPhotoId: string | null;
  sections: GallerySection[];
  download: DownloadRight;
  /** The shown photos (not hidden, renditions made) in the gallery's order. */
  photos: ViewerPhoto[];
  /** This viewer's own favourites (a guest's are theirs alone). */
  favourites: string[];
  /** The couple's only, and only when the photographer asks for one. */
  selection?: SelectionView;
  /** The couple's only. */
  portfolio?: PortfolioView;
}

/** A gallery in the couple's "Moje svatba". */
export interface CoupleGalleryCard {
  galleryId: string;
  title: string;
  eventDate: string;
  expiresOn: string;
  /** `archived`: past its last day ("archivováno — napište fotografce"); `unpublished`: taken back for now. */
  state: 'open' | 'archived' | 'unpublished';
  coverThumb: string | null;
}

export interface DownloadJobView {
  id: string;
  status: DownloadJobStatus;
  scope: DownloadScope;
  size: 'web' | 'original';
  parts: Array<{ n: number; bytes: number; photoCount: number; url?: string }>;
  expiresAt?: string;
}

export type PortfolioChoice = { gallery: PortfolioConsent } | { photoId: string; choice: PhotoPortfolio };

/**
 * The couple's and the guests' gallery. Every call is decided on the server by galleryAccess (domain/gallery): a
 * gallery the viewer may not learn of is `gallery/not-found` (another couple's, a draft, a wrong or rotated link), a
 * guest after the last day `gallery/expired`, the couple `gallery/archived`, an unpublished one `gallery/unpublished`.
 *
 * Contract (tests/contracts/gallery-viewer.contract.ts):
 * - The couple acts as the signed-in visitor account (`auth/not-signed-in` without one); a gallery is theirs when its
 *   booking's contact e-mail is the account's. `myGalleries` lists their published, unpublished and archived ones
 *   (never drafts, never another couple's).
 * - `guestEntry(linkId)` answers whether the PIN form asks for a name and e-mail; a wrong link `gallery/not-found`.
 *   `openAsGuest` normalises the PIN (guest-pin.ts): a bad format is `gallery/pin-format`, a wrong PIN
 *   `gallery/pin-wrong`, too many attempts `gallery/pin-limited` (then even the right PIN is refused for a while); an
 *   e-mail given must be valid (`email/invalid`). A forged, expired or rotated-link pass is `gallery/guest-pass-invalid`
 *   or `gallery/not-found`.
 * - `open` lists only shown photos, in order, with a `download` only when the viewer's right allows it.
 * - Favourites are per viewer: the couple's, and each guest's own.
 * - Selection and portfolio consent are the couple's (a guest gets `auth/forbidden`), with the domain's rules
 *   (selection.ts: quota, comment length, Prague deadline, submitted = locked). Submitting mails the photographer.
 * - `requestDownload` needs a right (`gallery/download-forbidden` otherwise) and answers a job whose parts follow
 *   partitionZip; `downloadJob` answers the viewer's own job only (`gallery/download-not-found` otherwise).
 * - Too many calls reject `gallery/rate-limited`.
 */
export interface GalleryViewerPort {
  myGalleries(): Promise<CoupleGalleryCard[]>;
  guestEntry(linkId: string): Promise<{ askContact: boolean }>;
  openAsGuest(linkId: string, pin: string, contact?: { name?: string; email?: string }): Promise<GuestPass>;
  open(viewer: GalleryViewer): Promise<GalleryView>;
  setFavourite(viewer: GalleryViewer, photoId: string, favourite: boolean): Promise<string[]>;
  changeSelection(viewer: GalleryViewer, change: SelectionChange): Promise<SelectionView>;
  submitSelection(viewer: GalleryViewer): Promise<SelectionView>;
  setPortfolio(viewer: GalleryViewer, choice: PortfolioChoice): Promise<PortfolioView>;
  requestDownload(viewer: GalleryViewer, scope: DownloadScope): Promise<DownloadJobView>;
  downloadJob(viewer: GalleryViewer, jobId: string): Promise<DownloadJobView>;
}
