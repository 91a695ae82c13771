import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreGalleryStore } from '../../adapters/firestore-admin/firestore-gallery-store';
import { storageGalleryFiles } from '../../adapters/firestore-admin/storage-gallery-files';
import { StorageAdminGalleryArchive } from '../../adapters/storage-admin/storage-admin-gallery-archive';
import { downloadOrigin } from '../../adapters/storage-admin/storage-admin-urls';
import { buildDownload, buildUnfinishedDownloads } from '../../application/gallery/build-download';
import { expireDownloads } from '../../application/gallery/expire-downloads';
import { DomainError } from '../../domain/errors';
import { DOWNLOAD_LINK_DAYS, downloadReadyMailId, type DownloadJob } from '../../domain/gallery/download-job';
import { galleryOriginalFile } from '../../domain/gallery/gallery-storage';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { DOWNLOAD_JOBS, GALLERIES, photosPath, toDownloadJobDocument, toGalleryDocument, toPhotoDocument } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { adminBucket, clearFirestore, EMULATORS, onEmulators } from '../../tests/support/emulator-support';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';

const NOW = new Date('2027-07-01T10:00:00Z');
const KEY = 'test-gallery-token-key';
const MAIL_SETTINGS: MailSettings = { siteUrl: 'https://www.terezanovakova-foto.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => MAIL_PRICES } };

/**
 * The scheduled download builder's work over firebase-admin (Firestore transactions, the Storage emulator): a couple's
 * job becomes ready with its "ready" mail queued to their booking's e-mail in the same transaction, and no later run
 * or retried build queues it again.
 */
describe.skipIf(!onEmulators)('the "download ready" mail over firebase-admin', () => {
  beforeEach(clearFirestore);

  it('the couple is mailed their ZIP\'s link once, when the scheduled builder makes the job ready, and the link dies with its expiry', async () => {
    const bucket = await adminBucket();
    const booking = aBooking({ status: 'completed', contact: { coupleNames: 'Jana a Petr', email: 'couple-zip@example.cz', phone: '+420777123456' } });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const gallery = aGallery({ id: `GalleryZipMail${Date.now().toString(36)}`, bookingId: booking.id, title: 'Jana a Petr' });
    await db().collection(GALLERIES).doc(gallery.id).set(toGalleryDocument(gallery, toTimestamp));
    const photo = aPhoto({ id: 'PhotoZipMail1', width: 0, height: 0 });
    await db().collection(photosPath(gallery.id)).doc(photo.id).set(toPhotoDocument(photo));
    await bucket.file(galleryOriginalFile(gallery.id, photo.id)).save(Buffer.from([7, 7, 7]), { resumable: false, contentType: 'image/jpeg' });
    const job: DownloadJob = {
      id: 'JobZipMail01', galleryId: gallery.id, viewerId: 'couple', scope: 'all', size: 'original', status: 'queued', createdAt: NOW.toISOString(),
      parts: [{ n: 1, bytes: 1000, entries: [{ photoId: photo.id, name: photo.fileName, size: 3 }] }],
    };
    await db().collection(DOWNLOAD_JOBS).doc(job.id).set(toDownloadJobDocument(job, toTimestamp));
    const files = storageGalleryFiles(db(), bucket, KEY);
    const refuse = async (): Promise<never> => {
      throw new DomainError('auth/not-signed-in');
    };
    const store = firestoreGalleryStore(db(), NOW, { files, verify: refuse, keys: { guestPass: KEY, pin: KEY }, mail: MAIL_SETTINGS });
    const archive = new StorageAdminGalleryArchive(bucket, downloadOrigin(EMULATORS.storage), { tokens: files.token });

    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 1, failed: 0 });
    const ready = (await store.job(job.id))!;
    expect(ready).toMatchObject({ status: 'ready', expiresAt: '2027-07-08T10:00:00.000Z' });
    const mail = (await db().collection(MAIL).doc(downloadReadyMailId(job.id)).get()).data()!;
    expect(mail).toMatchObject({ to: 'couple-zip@example.cz', bookingId: booking.id, message: { subject: 'Fotografie z galerie „Jana a Petr“ jsou připravené ke stažení' } });
    expect(String(mail.message.text)).toContain(ready.parts[0]!.url!);
    expect((await fetch(ready.parts[0]!.url!)).status).toBe(200);

    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 0, failed: 0 });
    expect(await buildDownload(job.id, store, archive, () => NOW)).toBeNull();
    expect((await db().collection(MAIL).get()).size).toBe(1);

    // Past the links' lifetime the ZIP leaves the bucket: the URL from the mail answers 404, the job holds no URL.
    const expiry = new Date(NOW.getTime() + DOWNLOAD_LINK_DAYS * 86_400_000);
    expect(await expireDownloads(store, archive, new Date(expiry.getTime() - 1000))).toEqual({ expired: 0, failed: 0 });
    expect(await expireDownloads(store, archive, expiry)).toEqual({ expired: 1, failed: 0 });
    expect((await fetch(ready.parts[0]!.url!)).status).toBe(404);
    const expired = (await store.job(job.id))!;
    expect(expired.status).toBe('expired');
    expect(expired.parts[0]!.url).toBeUndefined();
  });
});
