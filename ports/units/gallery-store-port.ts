import type { RateRule } from '../../domain/booking/booking-policy';
import type { DownloadJob } from '../../domain/gallery/download-job';
import type { DownloadRight, Gallery, Photo } from '../../domain/gallery/gallery';
import type { Selection } from '../../domain/gallery/selection';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { CoupleIdentity } from '../../domain/user/user';
import type { PhotoSource } from '../gallery-viewer-port';
import type { MailSettings } from './mail-settings-port';
import type { Atomically } from './unit-of-work-port';

/** What one gallery change reads and writes together (a Firestore transaction: every read before any write). */
export interface GalleryUnit {
  gallery(galleryId: string): Promise<Gallery | null>;
  photos(galleryId: string): Promise<Photo[]>;
  /** One photo (null when the gallery has none of that id), without reading the gallery's other photos. */
  photo(galleryId: string, photoId: string): Promise<Photo | null>;
  selection(galleryId: string, viewerId: string): Promise<Selection | null>;
  favourites(galleryId: string, viewerId: string): Promise<string[]>;
  saveGallery(gallery: Gallery): Promise<void>;
  /** Writes these photos whole (new or changed). */
  savePhotos(galleryId: string, photos: Photo[]): Promise<void>;
  deletePhoto(galleryId: string, photoId: string): Promise<void>;
  saveSelection(galleryId: string, viewerId: string, selection: Selection): Promise<void>;
  saveFavourites(galleryId: string, viewerId: string, photoIds: string[]): Promise<void>;
  job(jobId: string): Promise<DownloadJob | null>;
  saveJob(job: DownloadJob): Promise<void>;
  queueMails(mails: OutgoingMail[]): Promise<void>;
}

/** The original as the browser uploaded it (`galleries/{galleryId}/originals/{photoId}`), read by the server. */
export interface UploadedOriginal {
  size: number;
  contentType: string;
  /** The upload's custom metadata: `fileName`, `sha256`, `capturedAt` (see the design's storage layout). */
  metadata: Readonly<Record<string, string>>;
  /** Pixel size as the server measured it (EXIF orientation applied). */
  width: number;
  height: number;
}

/** Where a photo's bytes are served from: the real adapter's token URLs, the fake's demo images. */
export interface GalleryUrls {
  /** The photo's thumbnail in every format (the renditions' `thumb` files), at the width they were made. */
  thumb(gallery: Gallery, photo: Photo): Promise<PhotoSource>;
  sources(gallery: Gallery, photo: Photo): Promise<PhotoSource[]>;
  /** The file a viewer with this right saves (the largest JPEG rendition, or the original). */
  download(gallery: Gallery, photo: Photo, right: Exclude<DownloadRight, 'none'>): Promise<string>;
}

/** The functions' secrets (the fakes draw their own): the guest pass's signing key and the PIN digests' key. */
export interface GalleryKeys {
  guestPass: string;
  pin: string;
}

/** A photo whose renditions are still to be made, and its gallery. */
export interface PendingRenditions {
  galleryId: string;
  photo: Photo;
}

/** What the renditions sweep (application/gallery/sweep-renditions.ts) reads and writes. */
export interface RenditionsSweepStore {
  atomically: Atomically<GalleryUnit>;
  /**
   * Photos of every gallery whose renditions are `pending`, the earliest registered first, at most `limit`. A photo
   * stored without its registration time (before the sweep existed) is not listed.
   */
  pendingRenditions(limit: number): Promise<PendingRenditions[]>;
}

/** What the gallery use cases (application/gallery) run over: the functions' Firestore and Storage, or the fakes. */
export interface GalleryStore extends RenditionsSweepStore {
  /** The couple's session → who they are (`auth/not-signed-in` otherwise), as the portal's gate. */
  verify(session: unknown): Promise<CoupleIdentity>;
  /** Counts one call on each counter; rejects with the rule's code once a limit is reached. */
  countAttempt(rules: RateRule[]): Promise<void>;
  /** Every gallery (the desk's list). */
  list(): Promise<Gallery[]>;
  photos(galleryId: string): Promise<Photo[]>;
  gallery(galleryId: string): Promise<Gallery | null>;
  galleryByLink(linkId: string): Promise<Gallery | null>;
  /** The galleries of the bookings whose contact e-mail is `email` (normalised); the use case checks each again. */
  galleriesOf(email: string): Promise<Gallery[]>;
  /** The contact e-mail of the gallery's booking (null without one). */
  bookingEmail(bookingId: string): Promise<string | null>;
  favourites(galleryId: string, viewerId: string): Promise<string[]>;
  selection(galleryId: string, viewerId: string): Promise<Selection | null>;
  job(jobId: string): Promise<DownloadJob | null>;
  /** Download jobs not built yet (`queued`, or `building`): what the scheduled builder looks at. */
  unfinishedJobs(): Promise<DownloadJob[]>;
  /** Download jobs whose parts are built (`ready`), expired or not: what the scheduled builder clears from the bucket. */
  readyJobs(): Promise<DownloadJob[]>;
  /** The uploaded original's facts; null when there is no file at its path. */
  original(galleryId: string, photoId: string): Promise<UploadedOriginal | null>;
  /** What the gallery's folder holds in the bucket. */
  storageUsed(galleryId: string): Promise<{ bytes: number; files: number }>;
  urls: GalleryUrls;
  keys: GalleryKeys;
  mail: MailSettings;
}
