import type { DownloadJob } from '../../domain/gallery/download-job';
import type { Gallery, Photo } from '../../domain/gallery/gallery';
import type { Selection } from '../../domain/gallery/selection';
import { toIso, type ToTimestamp } from './firestore-documents';

/**
 * How galleries are kept in Firestore (issue 20), beside the booking shapes of firestore-documents.ts. Written only by
 * the functions (firebase-admin); firestore.rules let the admin read them and nobody else anything:
 *
 * - `galleries/{galleryId}`: the Gallery, `createdAt`/`updatedAt` as Timestamps. "Moje svatba" finds a couple's
 *   galleries by their bookings (`bookingId in […]` of the bookings with the account's contact e-mail).
 * - `galleries/{galleryId}/photos/{photoId}`: a Photo.
 * - `galleries/{galleryId}/viewers/{viewerId}`: one viewer's `favourites` (photo ids) and `selection` (the couple's).
 * - `downloadJobs/{jobId}`: a DownloadJob, `createdAt`/`readyAt`/`expiresAt` as Timestamps.
 */
export const GALLERIES = 'galleries';
export const GALLERY_PHOTOS = 'photos';
export const GALLERY_VIEWERS = 'viewers';
export const DOWNLOAD_JOBS = 'downloadJobs';
export const photosPath = (galleryId: string) => `${GALLERIES}/${galleryId}/${GALLERY_PHOTOS}`;
export const viewersPath = (galleryId: string) => `${GALLERIES}/${galleryId}/${GALLERY_VIEWERS}`;

/**
 * The download tokens' state of a gallery, `galleryTokens/{galleryId}` = `{ epoch, applied, expiredOn? }` (server only):
 * `epoch` names the current generation of its files' tokens, `applied` the one its files carry; the two differ while a
 * replacement is under way or failed halfway (the sweep finishes it). `expiredOn` the last day whose expiry already
 * replaced them, so an expiry replaces them once.
 */
export const GALLERY_TOKENS = 'galleryTokens';
export interface GalleryTokenState {
  epoch: string;
  applied: string;
  expiredOn?: string;
}

/** A viewer id (`couple`, `guest:{id}`) as a document id: no slash, and `:` is allowed. */
export const viewerDocumentId = (viewerId: string) => viewerId.replace(/\//g, '_');

export function toGalleryDocument(gallery: Gallery, ts: ToTimestamp): Record<string, unknown> {
  return { ...gallery, createdAt: ts(gallery.createdAt), updatedAt: ts(gallery.updatedAt) };
}

export function fromGalleryDocument(data: Record<string, unknown>): Gallery {
  return { ...(data as unknown as Gallery), createdAt: toIso(data.createdAt), updatedAt: toIso(data.updatedAt) };
}

export const toPhotoDocument = (photo: Photo): Record<string, unknown> => ({ ...photo });
export const fromPhotoDocument = (data: Record<string, unknown>): Photo => data as unknown as Photo;

export function toSelectionDocument(selection: Selection, ts: ToTimestamp): Record<string, unknown> {
  return { items: selection.items.map((item) => ({ ...item })), submittedAt: selection.submittedAt ? ts(selection.submittedAt) : null, updatedAt: ts(selection.updatedAt) };
}

export function fromSelectionDocument(data: Record<string, unknown>): Selection {
  return {
    items: ((data.items as Selection['items'] | undefined) ?? []).map((item) => ({ photoId: String(item.photoId), comment: String(item.comment ?? '') })),
    submittedAt: data.submittedAt == null ? null : toIso(data.submittedAt),
    updatedAt: toIso(data.updatedAt),
  };
}

const JOB_INSTANTS = ['createdAt', 'buildingSince', 'readyAt', 'expiresAt'] as const;

export function toDownloadJobDocument(job: DownloadJob, ts: ToTimestamp): Record<string, unknown> {
  const data: Record<string, unknown> = { ...job, parts: job.parts.map((part) => ({ ...part, entries: part.entries.map((entry) => ({ ...entry })) })) };
  for (const field of JOB_INSTANTS) {
    if (typeof job[field] === 'string') data[field] = ts(job[field]!);
    else delete data[field];
  }
  for (const part of data.parts as Array<Record<string, unknown>>) if (part.url === undefined) delete part.url;
  return data;
}

export function fromDownloadJobDocument(data: Record<string, unknown>): DownloadJob {
  const job: Record<string, unknown> = { ...data };
  for (const field of JOB_INSTANTS) if (data[field] != null) job[field] = toIso(data[field]);
  return job as unknown as DownloadJob;
}

/**
 * `settings/emulatorGalleryClock` = `{ at: ISO string }`: the instant the galleries' functions take as "now" on the
 * Functions emulator only (functions/src/gallery-clock.ts), so the contract suites can look at a gallery after its last
 * day as the fakes do. Deployed functions never read it.
 */
export const EMULATOR_GALLERY_CLOCK = 'emulatorGalleryClock';
