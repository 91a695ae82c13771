// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildDownload, buildUnfinishedDownloads } from '../../application/gallery/build-download';
import { expireDownloads } from '../../application/gallery/expire-downloads';
import { DOWNLOAD_LINK_DAYS, downloadReadyMailId, type DownloadJob } from '../../domain/gallery/download-job';
import { galleryOriginalFile, galleryZipFile } from '../../domain/gallery/gallery-storage';
import type { GalleryArchivePort } from '../../ports/gallery-archive-port';
import { memoryGalleryStore } from '../../tests/support/memory-gallery-store';
import { DEMO_GALLERY_ID, demoGallery, demoGalleryBooking } from './demo-gallery';
import { InMemoryGalleryArchive } from './in-memory-gallery-archive';

const NOW = new Date('2027-07-01T10:00:00Z');

async function setup() {
  const seed = demoGallery(NOW);
  const { files, outbox, store } = memoryGalleryStore(NOW, [seed], [demoGalleryBooking(NOW)]);
  const photo = seed.photos[0]!;
  await files.upload(galleryOriginalFile(DEMO_GALLERY_ID, photo.id), new Uint8Array([7, 7, 7]), 'image/jpeg');
  const job = async (id: string, over: Partial<DownloadJob> = {}): Promise<DownloadJob> => {
    const queued: DownloadJob = {
      id, galleryId: DEMO_GALLERY_ID, viewerId: 'couple', scope: 'all', size: 'original', status: 'queued', createdAt: NOW.toISOString(),
      parts: [{ n: 1, bytes: 1000, entries: [{ photoId: photo.id, name: photo.fileName, size: 3 }] }], ...over,
    };
    await store.atomically((unit) => unit.saveJob(queued));
    return queued;
  };
  return { store, files, outbox, job, archive: new InMemoryGalleryArchive(files), couple: demoGalleryBooking(NOW).contact.email };
}

describe('the "download ready" mail (the functions and the fakes finish jobs with the same use case)', () => {
  it('mails the couple at their booking\'s e-mail once the job is ready, with its link and expiry, and only once', async () => {
    const { store, outbox, job, archive, couple } = await setup();
    await job('JobCouple01');
    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 1, failed: 0 });
    const ready = (await store.job('JobCouple01'))!;
    expect(outbox.list()).toHaveLength(1);
    const [mail] = outbox.list();
    expect(mail).toMatchObject({ id: downloadReadyMailId('JobCouple01'), to: couple, bookingId: demoGalleryBooking(NOW).id });
    expect(mail!.message.subject).toBe('Fotografie z galerie „Jana a Petr – Zámek Hluboká“ jsou připravené ke stažení');
    expect(mail!.message.text).toContain(ready.parts[0]!.url!);
    expect(mail!.message.text).toContain('Odkaz platí do 8. července 2027 v 12:00.');
    // The scheduled builder comes again (or the request's own build retries): the job is done, nothing more is sent.
    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 0, failed: 0 });
    expect(await buildDownload('JobCouple01', store, archive, () => NOW)).toBeNull();
    expect(outbox.list()).toHaveLength(1);
  });

  it('mails a guest only at the e-mail they gave, and the finished job no longer holds it', async () => {
    const { store, outbox, job, archive } = await setup();
    await job('JobGuestMail', { viewerId: 'guest:Guest0001', size: 'original', notifyEmail: 'host@example.cz' });
    await job('JobGuestNone', { viewerId: 'guest:Guest0002' });
    await buildUnfinishedDownloads(store, archive, () => NOW);
    expect(outbox.list().map((mail) => [mail.id, mail.to, mail.bookingId])).toEqual([[downloadReadyMailId('JobGuestMail'), 'host@example.cz', undefined]]);
    expect((await store.job('JobGuestMail'))!).toMatchObject({ status: 'ready' });
    expect((await store.job('JobGuestMail'))!.notifyEmail).toBeUndefined();
  });

  it('a failed job sends nothing, and a builder whose claim was taken over neither finishes the job nor mails', async () => {
    const { store, outbox, job, archive } = await setup();
    await job('JobBroken01', { parts: [{ n: 1, bytes: 1000, entries: [{ photoId: 'NoSuchPhoto', name: 'x.jpg', size: 3 }] }] });
    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 0, failed: 1 });
    await job('JobTakenOver');
    const takenOver: GalleryArchivePort = {
      buildPart: async (request, progress) => {
        // Meanwhile another builder took the claim over (this one looked dead): only that one may finish the job.
        await store.atomically(async (unit) => unit.saveJob({ ...(await unit.job('JobTakenOver'))!, buildingSince: new Date(NOW.getTime() + 1000).toISOString() }));
        return archive.buildPart(request, progress);
      },
      removeParts: (galleryId, jobId) => archive.removeParts(galleryId, jobId),
    };
    expect(await buildDownload('JobTakenOver', store, takenOver, () => NOW)).toBeNull();
    expect((await store.job('JobTakenOver'))!.status).toBe('building');
    expect(outbox.list()).toEqual([]);
  });
});

describe('expired download links (the scheduled builder clears them with the same use case as the functions)', () => {
  const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

  it('removes a ready job\'s ZIP from the bucket once its links expire, stores it expired without URLs, and only once', async () => {
    const { store, files, job, archive } = await setup();
    await job('JobExpires01');
    await buildUnfinishedDownloads(store, archive, () => NOW);
    const part = galleryZipFile(DEMO_GALLERY_ID, 'JobExpires01', 1);
    expect(await files.info(part)).not.toBeNull();

    expect(await expireDownloads(store, archive, later(DOWNLOAD_LINK_DAYS - 1))).toEqual({ expired: 0, failed: 0 });
    expect(await files.info(part)).not.toBeNull();

    expect(await expireDownloads(store, archive, later(DOWNLOAD_LINK_DAYS))).toEqual({ expired: 1, failed: 0 });
    expect(await files.info(part).catch(() => null)).toBeNull();
    const expired = (await store.job('JobExpires01'))!;
    expect(expired.status).toBe('expired');
    expect(expired.parts.every((p) => p.url === undefined)).toBe(true);
    expect(await expireDownloads(store, archive, later(DOWNLOAD_LINK_DAYS + 1))).toEqual({ expired: 0, failed: 0 });
  });

  it('a part the bucket will not delete leaves its job ready for the next run, and the other jobs still end', async () => {
    const { store, files, job, archive } = await setup();
    await job('JobStuck0001');
    await job('JobEnds00001');
    await buildUnfinishedDownloads(store, archive, () => NOW);
    const stubborn = {
      removeParts: async (galleryId: string, jobId: string) => {
        if (jobId === 'JobStuck0001') throw new Error('storage/unknown');
        return archive.removeParts(galleryId, jobId);
      },
    };
    expect(await expireDownloads(store, stubborn, later(DOWNLOAD_LINK_DAYS))).toEqual({ expired: 1, failed: 1 });
    expect((await store.job('JobStuck0001'))!.status).toBe('ready');
    expect((await store.job('JobEnds00001'))!.status).toBe('expired');
    expect(await files.info(galleryZipFile(DEMO_GALLERY_ID, 'JobStuck0001', 1))).not.toBeNull();
    expect(await expireDownloads(store, archive, later(DOWNLOAD_LINK_DAYS))).toEqual({ expired: 1, failed: 0 });
  });
});
