import { afterAll, describe, expect, it } from 'vitest';
import { callFunction } from '../../adapters/firebase/firebase-callable';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { FirebaseGalleryAdmin } from '../../adapters/firebase/firebase-gallery-admin';
import { FirebaseHttpGalleryViewer } from '../../adapters/firebase/firebase-http-gallery-viewer';
import { downloadReadyMailId } from '../../domain/gallery/download-job';
import { BOOKINGS, MAIL, SETTINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { EMULATOR_GALLERY_CLOCK } from '../../ports/wire/gallery-documents';
import { toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { adminBucket, adminFirestore, clearFirestore, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { aRotatedCameraJpeg, NOT_AN_IMAGE } from '../../tests/support/photo-fixtures';
import { readZip } from '../../tests/support/zip-reader';

const SUMMER = new Date('2027-07-01T10:00:00Z');
const sha = (n: number) => n.toString(16).padStart(64, '0');

/** The bytes a download URL serves with no sign-in; throws on anything but 200. */
async function served(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${response.status} for ${url}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The media pipeline as the functions run it: the desk's upload queue puts an original into the bucket, registers it
 * and calls makeRenditions (sharp on the Functions emulator, the files on the Storage emulator with the gallery's
 * token); a guest then sees the photo with URLs that answer, and a requested download becomes a ZIP that reads back.
 */
describe.skipIf(!onEmulators)('the gallery media wired into the functions', () => {
  afterAll(disposeWebApps);

  it('an original becomes a ready photo whose renditions are served, a download job becomes a ZIP of them, and the guest is mailed its link', async () => {
    await clearFirestore();
    const db = await adminFirestore();
    await db.collection(SETTINGS).doc(EMULATOR_GALLERY_CLOCK).set({ at: SUMMER.toISOString() });
    const startup = webStartup();
    await new FirebaseAuth(startup).signIn(SEEDED_ADMIN);
    const admin = new FirebaseGalleryAdmin(startup);
    const booking = aBooking({ status: 'completed', contact: { coupleNames: 'Jana a Petr', email: 'media-test@example.cz', phone: '+420777123456' } });
    await db.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const gallery = await admin.create({ bookingId: booking.id, title: 'Jana a Petr', eventDate: '2027-06-12', expiresOn: '2027-12-31', rights: { couple: 'original', guests: 'web' } });

    const bucket = await adminBucket();
    const upload = async (photoId: string, bytes: Buffer, n: number) => {
      await bucket.file(`galleries/${gallery.id}/originals/${photoId}`).save(bytes, { contentType: 'image/jpeg', metadata: { metadata: { fileName: `DSC_${n}.jpg`, sha256: sha(n) } } });
      await admin.registerPhoto(gallery.id, photoId);
    };
    await upload('PhotoCamera1', await aRotatedCameraJpeg({ width: 1800, height: 1200 }), 1);
    await upload('PhotoBroken1', NOT_AN_IMAGE, 2);

    expect(await callFunction(startup, 'makeRenditions', { galleryId: gallery.id, photoId: 'PhotoCamera1' })).toEqual({ renditions: 'ready' });
    await expect(callFunction(startup, 'makeRenditions', { galleryId: gallery.id, photoId: 'PhotoBroken1' })).rejects.toMatchObject({ code: 'gallery/original-unreadable' });
    const photos = (await admin.get(gallery.id)).photos;
    expect(photos.find((photo) => photo.id === 'PhotoCamera1')).toMatchObject({ width: 1200, height: 1800, capturedAt: '2027-06-12T14:03:11', renditions: 'ready' });
    expect(photos.find((photo) => photo.id === 'PhotoBroken1')).toMatchObject({ renditions: 'failed' });

    await admin.publish(gallery.id);
    const { linkId } = await admin.setGuestPin(gallery.id, '482913');
    const viewer = new FirebaseHttpGalleryViewer(emulatorHttp(), { sessionToken: async () => null });
    const guest = { as: 'guest' as const, pass: (await viewer.openAsGuest(linkId, '482913', { email: 'host-media@example.cz' })).pass };
    const [photo, ...others] = (await viewer.open(guest)).photos;
    expect(others).toEqual([]);
    expect(photo!.sources.map((source) => source.width)).toEqual([480, 800, 1200]);
    expect(photo!.thumb.width).toBe(360);
    // The thumbnail is a file of its own in each format (a guest's web-size download is the largest JPEG rendition).
    const renditions = [photo!.thumb, ...photo!.sources].flatMap((source) => [source.avif, source.webp, source.jpg]);
    expect(new Set(renditions).size).toBe(renditions.length);
    const urls = [...renditions, photo!.download!.url];
    // Every URL the functions computed answers: the media adapter wrote these names with the gallery's token.
    const bodies = await Promise.all(urls.map(served));
    expect(bodies.every((body) => body.length > 0)).toBe(true);

    const job = await viewer.requestDownload(guest, 'all');
    let settled = await viewer.downloadJob(guest, job.id);
    while (settled.status === 'queued' || settled.status === 'building') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      settled = await viewer.downloadJob(guest, job.id);
    }
    expect(settled).toMatchObject({ status: 'ready', size: 'web', parts: [{ n: 1, photoCount: 1 }] });
    const entries = await readZip(await served(settled.parts[0]!.url!));
    expect(entries.map((entry) => entry.name)).toEqual(['DSC_1.jpg']);
    expect(entries[0]!.data.equals(await served(photo!.download!.url))).toBe(true);

    // The guest gave an e-mail at the PIN form: the job turned ready with its mail queued in the same transaction.
    const mail = (await db.collection(MAIL).doc(downloadReadyMailId(job.id)).get()).data()!;
    expect(mail).toMatchObject({ to: 'host-media@example.cz', message: { subject: 'Fotografie z galerie „Jana a Petr“ jsou připravené ke stažení' } });
    expect(mail.bookingId).toBeUndefined();
    expect(String(mail.message.text)).toContain(settled.parts[0]!.url!);
    expect(String(mail.message.text)).toContain('Odkaz platí do 8. července 2027 v 12:00.');
  });
});
