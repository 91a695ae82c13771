import { DomainError } from '../../domain/errors';
import { downloadLinksExpireAt, downloadReadyMailId, isBuildable, type DownloadJob } from '../../domain/gallery/download-job';
import type { Gallery } from '../../domain/gallery/gallery';
import { galleryDownloadFile } from '../../domain/gallery/gallery-storage';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { downloadReadyMail } from '../../domain/mail/templates/download-ready';
import type { GalleryArchivePort } from '../../ports/gallery-archive-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { mailContext } from '../mail/mail-context';

type BuildStore = Pick<GalleryStore, 'atomically' | 'gallery' | 'photos' | 'unfinishedJobs' | 'bookingEmail' | 'mail'>;

/**
 * The "ready" mail of a built job, or null when nobody is to get one: the couple at their booking's e-mail (the one
 * their verified account proved), a guest only at the e-mail they gave. Resolved before the finishing unit (a retried
 * transaction must not call the CMS again); a lookup that fails costs the mail, never the job.
 */
async function readyMail(job: DownloadJob & { expiresAt: string }, gallery: Gallery, store: BuildStore, now: Date): Promise<OutgoingMail | null> {
  try {
    const couple = job.viewerId === 'couple';
    const to = couple ? (gallery.bookingId ? await store.bookingEmail(gallery.bookingId) : null) : (job.notifyEmail ?? null);
    if (!to) return null;
    const context = await mailContext(store.mail, now);
    return {
      id: downloadReadyMailId(job.id),
      ...(context.from ? { from: context.from } : {}),
      to,
      ...(couple && gallery.bookingId ? { bookingId: gallery.bookingId } : {}),
      message: downloadReadyMail(gallery, job, context),
    };
  } catch {
    return null;
  }
}

/**
 * Builds a requested download's ZIP parts (GalleryArchivePort) and makes the job `ready` with the parts' URLs, or
 * `failed` (its parts deleted) when a part cannot be built. The job is claimed first in one unit (`building`), so the
 * request's own build and the scheduled builder never build the same job twice; a claim gone stale (its builder died)
 * may be taken over, and then only the builder holding the claim finishes the job. The job turns `ready` in the same
 * unit that queues its "ready" mail, so the viewer hears once per job. Answers the job as left, or null when there was
 * nothing to build (or another builder took it over meanwhile).
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
  // The guest's address leaves the job when it is finished, either way: the mail (if any) carries it from then on.
  const { buildingSince: claim, notifyEmail: _notify, ...job } = claimed;
  let finished: DownloadJob;
  let mail: OutgoingMail | null = null;
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
    const ready = { ...job, status: 'ready' as const, parts, readyAt: readyAt.toISOString(), expiresAt: downloadLinksExpireAt(readyAt) };
    finished = ready;
    mail = await readyMail({ ...ready, ...(claimed.notifyEmail ? { notifyEmail: claimed.notifyEmail } : {}) }, gallery, store, readyAt);
  } catch {
    await archive.removeParts(job.galleryId, job.id).catch(() => undefined);
    finished = { ...job, status: 'failed' };
  }
  return store.atomically(async (unit) => {
    const current = await unit.job(job.id);
    // Compared as instants: the stored claim comes back from Firestore as a Timestamp.
    if (current?.status !== 'building' || Date.parse(current.buildingSince ?? '') !== Date.parse(claim ?? '')) return null;
    await unit.saveJob(finished);
    if (mail) await unit.queueMails([mail]);
    return finished;
  });
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
