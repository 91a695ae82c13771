import { DomainError } from '../../domain/errors';
import { downloadFileName } from '../../domain/gallery/archive-entries';
import { downloadJobAt, type DownloadJob, type DownloadScope } from '../../domain/gallery/download-job';
import { galleryRateRules } from '../../domain/gallery/gallery-limits';
import { isShown } from '../../domain/gallery/gallery';
import { sortPhotos } from '../../domain/gallery/photo-order';
import { partitionZip } from '../../domain/gallery/zip-partition';
import type { DownloadJobView } from '../../ports/gallery-viewer-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { newGalleryEntityId } from './gallery-ids';
import { resolveViewer, type ViewerRequest } from './gallery-viewer';

const SCOPES = ['all', 'favourites', 'selection'] as const satisfies readonly DownloadScope[];

export function downloadJobView(job: DownloadJob, now: Date): DownloadJobView {
  const shown = downloadJobAt(job, now);
  return {
    id: shown.id,
    status: shown.status,
    scope: shown.scope,
    size: shown.size,
    parts: shown.parts.map((part) => ({ n: part.n, bytes: part.bytes, photoCount: part.entries.length, ...(part.url ? { url: part.url } : {}) })),
    ...(shown.expiresAt ? { expiresAt: shown.expiresAt } : {}),
  };
}

/**
 * The viewer asks for a ZIP of the whole gallery, their favourites or the couple's selection, in the size their right
 * allows. The parts are cut now (partitionZip; a web-size part is bounded by the originals' sizes), the job is stored
 * `queued`, and the background builder makes each part. Counted per viewer: each job streams gigabytes.
 */
export async function requestDownload(request: ViewerRequest & { scope: unknown }, store: GalleryStore): Promise<DownloadJobView> {
  const viewer = await resolveViewer(request, store);
  const size = viewer.download;
  if (size === 'none') throw new DomainError('gallery/download-forbidden');
  const scope = (SCOPES as readonly unknown[]).includes(request.scope) ? (request.scope as DownloadScope) : 'all';
  if (scope === 'selection' && viewer.audience !== 'couple') throw new DomainError('auth/forbidden');
  await store.countAttempt(galleryRateRules.download(`${viewer.gallery.id}:${viewer.viewerId}`));
  const shown = sortPhotos((await store.photos(viewer.gallery.id)).filter(isShown));
  let chosen = shown;
  if (scope !== 'all') {
    const ids =
      scope === 'favourites'
        ? new Set(await store.favourites(viewer.gallery.id, viewer.viewerId))
        : new Set((await store.selection(viewer.gallery.id, viewer.viewerId))?.items.map((item) => item.photoId) ?? []);
    chosen = shown.filter((photo) => ids.has(photo.id));
  }
  if (chosen.length === 0) throw new DomainError('gallery/selection-empty');
  const job: DownloadJob = {
    id: newGalleryEntityId(),
    galleryId: viewer.gallery.id,
    viewerId: viewer.viewerId,
    scope,
    size,
    status: 'queued',
    parts: partitionZip(chosen.map((photo) => ({ photoId: photo.id, fileName: downloadFileName(photo, size), size: photo.size }))),
    createdAt: request.now.toISOString(),
    ...(viewer.guest?.email ? { notifyEmail: viewer.guest.email } : {}),
  };
  await store.atomically((unit) => unit.saveJob(job));
  return downloadJobView(job, request.now);
}

/** The viewer's own job (another viewer's, or one of another gallery, is not-found). */
export async function readDownloadJob(request: ViewerRequest & { jobId: unknown }, store: GalleryStore): Promise<DownloadJobView> {
  const viewer = await resolveViewer(request, store);
  const job = typeof request.jobId === 'string' ? await store.job(request.jobId) : null;
  if (!job || job.galleryId !== viewer.gallery.id || job.viewerId !== viewer.viewerId) throw new DomainError('gallery/download-not-found');
  return downloadJobView(job, request.now);
}
