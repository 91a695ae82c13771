import { DomainError } from '../../domain/errors';
import { downloadLinksExpireAt, isBuildable, type DownloadJob } from '../../domain/gallery/download-job';
import { galleryDownloadFile } from '../../domain/gallery/gallery-storage';
import type { GalleryArchivePort } from '../../ports/gallery-archive-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';

type BuildStore = Pick<GalleryStore, 'atomically' | 'gallery' | 'photos' | 'unfinishedJobs'>;

/**
 * Builds a requested download's ZIP parts (GalleryArchivePort) and makes the job `ready` with the parts' URLs, or
 * `failed` (its parts deleted) when a part cannot be built. The job is claimed first in one unit (`building`), so the
 * request's own build and the scheduled builder never build the same job twice; a claim gone stale (its builder died)
 * may be taken over. Answers the job as left, or null when there was nothing to build.
 */
export async function buildDownload(jobId: string, store: BuildStore, archive: GalleryArchivePort, now: () => Date): Promise<DownloadJob | null> {
  const claimed = await store.atomically(async (unit) => {
    const job = await unit.job(jobId);
    if (!job || !isBuildable(job, now())) return null;
    const building: DownloadJob = { ...job, status: 'building', buildingSince: now().toISOString() };
    await unit.saveJob(building);
    return building;
  });
  if (!claimed) return null;
  const { buildingSince: _claim, ...job } = claimed;
  let finished: DownloadJob;
  try {
    const gallery = await store.gallery(job.galleryId);
    if (!gallery) throw new DomainError('gallery/not-found');
    const photos = new Map((await store.photos(gallery.id)).map((photo) => [photo.id, photo]));
    const parts: DownloadJob['parts'] = [];
    for (const part of job.parts) {
      const entries = part.entries.map((entry) => {
        const photo = photos.get(entry.photoId);
        if (!photo) throw new DomainError('gallery/photo-not-found');
        return { objectPath: galleryDownloadFile(gallery.id, photo, job.size), entryName: entry.name };
      });
      const downloadName = job.parts.length > 1 ? `${gallery.title} – ${part.n}.zip` : `${gallery.title}.zip`;
      const built = await archive.buildPart({ galleryId: gallery.id, jobId: job.id, part: part.n, entries, downloadName });
      parts.push({ ...part, url: built.url });
    }
    const readyAt = now();
    finished = { ...job, status: 'ready', parts, readyAt: readyAt.toISOString(), expiresAt: downloadLinksExpireAt(readyAt) };
  } catch {
    await archive.removeParts(job.galleryId, job.id).catch(() => undefined);
    finished = { ...job, status: 'failed' };
  }
  await store.atomically((unit) => unit.saveJob(finished));
  return finished;
}

/** The scheduled builder: every job still queued (or whose builder died), one after another. */
export async function buildUnfinishedDownloads(store: BuildStore, archive: GalleryArchivePort, now: () => Date): Promise<{ ready: number; failed: number }> {
  const report = { ready: 0, failed: 0 };
  for (const job of (await store.unfinishedJobs()).filter((candidate) => isBuildable(candidate, now()))) {
    const built = await buildDownload(job.id, store, archive, now);
    if (built?.status === 'ready') report.ready += 1;
    if (built?.status === 'failed') report.failed += 1;
  }
  return report;
}
