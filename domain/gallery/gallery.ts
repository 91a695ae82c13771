import type { ErrorCode } from '../errors';

/**
 * A private wedding gallery (issue 20): the photographs the photographer delivers, who may see and download them, and
 * what the couple chose. The shapes the functions, the fakes and the screens share (/work design: "Domain").
 */

/** What an audience may download: nothing, the web size (the largest JPEG rendition), or the untouched originals. */
export type DownloadRight = 'none' | 'web' | 'original';
export const DOWNLOAD_RIGHTS = ['none', 'web', 'original'] as const satisfies readonly DownloadRight[];

/** A draft is the photographer's alone; unpublishing takes a published gallery back without deleting anything. */
export type GalleryState = 'draft' | 'published' | 'unpublished';

/** The couple's word on the photographer showing the gallery in her portfolio. */
export type PortfolioConsent = 'undecided' | 'allowed' | 'refused';
/** Per photo: the gallery's consent (`inherit`) or the couple's own word on that photo. */
export type PhotoPortfolio = 'inherit' | 'allowed' | 'refused';

export type RenditionState = 'pending' | 'ready' | 'failed';

/** Who looks: the photographer's desk, the couple (their verified account), or a guest (link + PIN). */
export type GalleryAudience = 'admin' | 'couple' | 'guest';

export interface GallerySection {
  id: string;
  title: string;
}

/** The guests' way in: a random link id (rotated to revoke) and the digest of their 6-digit PIN. */
export interface GuestLink {
  id: string;
  pinDigest: string;
}

/** "Výběr do alba": how many photos the couple may choose, until the end of which day (Prague). */
export interface SelectionSettings {
  quota: number;
  /** YYYY-MM-DD: editable until the end of this day in Prague. */
  deadline: string;
}

export interface Gallery {
  id: string;
  /** The booking whose couple sees it; null for a gallery that stands alone (a portfolio shoot). */
  bookingId: string | null;
  title: string;
  /** YYYY-MM-DD, the day photographed. */
  eventDate: string;
  coverPhotoId: string | null;
  sections: GallerySection[];
  /** YYYY-MM-DD: the last day the couple and the guests may open it (Prague). */
  expiresOn: string;
  state: GalleryState;
  rights: { couple: DownloadRight; guests: DownloadRight };
  guestLink: GuestLink | null;
  selection: SelectionSettings | null;
  portfolioConsent: PortfolioConsent;
  /** Whether the guests' PIN form asks for their name and e-mail (always optional for them). */
  askGuestContact: boolean;
  /** The originals' bytes (the renditions and ZIPs come on top: the storage report lists the bucket). */
  storageBytes: number;
  createdAt: string;
  updatedAt: string;
}

export interface Photo {
  /** Random (not the file name): nobody guesses a photo's address from its name. */
  id: string;
  /** The original's name as on the photographer's disk: the ZIPs' entry names and the Lightroom filter. */
  fileName: string;
  size: number;
  /** Hex SHA-256 of the original's bytes, computed in the browser before the upload. */
  sha256: string;
  /** EXIF DateTimeOriginal as ISO (no zone when the camera wrote none); null without one. */
  capturedAt: string | null;
  /**
   * The photographer's manual position; null until she reorders. Manual positions come first, in their order; the
   * rest follow by capture time, then file name (photo-order.ts).
   */
  order: number | null;
  sectionId: string | null;
  hidden: boolean;
  width: number;
  height: number;
  renditions: RenditionState;
  /** Why the renditions failed (with `failed`): the typed code the desk shows beside the photo. */
  renditionsError?: ErrorCode;
  /** Attempts that failed for a passing reason (the bucket): the sweep gives up after RENDITIONS_MAX_ATTEMPTS. */
  renditionsAttempts?: number;
  /** When the original was registered (ISO): the renditions sweep takes the oldest first, after a grace period. */
  registeredAt?: string;
  portfolio: PhotoPortfolio;
}

/** Ids that name a gallery, a photo, a section or a link: random, URL- and path-safe. */
const ID = /^[A-Za-z0-9_-]{6,64}$/;

export function isGalleryEntityId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** The photos a couple or a guest sees: not hidden, renditions made. */
export function isShown(photo: Pick<Photo, 'hidden' | 'renditions'>): boolean {
  return !photo.hidden && photo.renditions === 'ready';
}
