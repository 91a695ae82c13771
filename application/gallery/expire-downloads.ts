import { downloadJobAt } from '../../domain/gallery/download-job';
import type { GalleryArchivePort } from '../../ports/gallery-archive-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';

type ExpiryStore = Pick<GalleryStore, 'atomically' | 'readyJobs'>;

/**
 * Ends the prepared downloads whose links are past their lifetime (DOWNLOAD_LINK_DAYS): their ZIP parts leave the
 * bucket — a download URL carries its own token, so a link copied from the mail or the page would work for as long as
 * the object exists — and the job is stored `expired` without URLs. The parts go first: a removal that fails leaves
 * the job `ready` (the viewer already sees it expired, downloadJobAt) for the next run to try again, and one job's
 * failure stops no other. Answers how many jobs were ended and how many failed.
 */
export async function expireDownloads(store: ExpiryStore, archive: Pick<GalleryArchivePort, 'removeParts'>, now: Date): Promise<{ expired: number; failed: number }> {
  const report = { expired: 0, failed: 0 };
  for (const job of await store.readyJobs()) {
    if (downloadJobAt(job, now).status !== 'expired') continue;
    try {
      await archive.removeParts(job.galleryId, job.id);
      const ended = await store.atomically(async (unit) => {
        const current = await unit.job(job.id);
        if (current?.status !== 'ready') return false;
        await unit.saveJob(downloadJobAt(current, now));
        return true;
      });
      if (ended) report.expired += 1;
    } catch {
      report.failed += 1;
    }
  }
  return report;
}
