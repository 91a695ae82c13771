import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseGalleries, galleriesOfAccount } from '../../application/privacy/gallery-personal-data';
import { applyRetention } from '../../application/privacy/apply-retention';
import type { Gallery } from '../../domain/gallery/gallery';
import { galleryOriginalFile, galleryRenditionFile, galleryZipFile } from '../../domain/gallery/gallery-storage';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { DOWNLOAD_JOBS, GALLERIES, GALLERY_TOKENS, photosPath, toGalleryDocument, toPhotoDocument, viewersPath } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { adminBucket, clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { firestoreGalleryPrivacyStore } from './firestore-gallery-privacy-store';
import { firestoreGalleryStore } from './firestore-gallery-store';
import { firestoreRetentionStore } from './firestore-retention-store';
import { storageGalleryFiles } from './storage-gallery-files';

/** A fixed clock: the emulator never fires schedules, so the test calls the run itself. */
const NOW = new Date('2028-03-01T12:00:00.000Z');
const KEY = 'test-gallery-token-key';

async function privacyStore() {
  const bucket = await adminBucket();
  const files = storageGalleryFiles(db(), bucket, KEY);
  const fail = async (): Promise<never> => {
    throw new Error('not used here');
  };
  const galleries = firestoreGalleryStore(db(), NOW, { files, verify: fail, keys: { guestPass: KEY, pin: KEY }, mail: { siteUrl: '', photographerEmail: '', prices: { getPriceList: fail } } });
  // A page of one: the retention query runs over several pages.
  return { bucket, store: firestoreGalleryPrivacyStore(db(), bucket, galleries, 1) };
}

/** A gallery as the functions leave it: documents beneath it, a download job, its token state and files in the bucket. */
async function seed(gallery: Gallery, email: string) {
  const store = db();
  const bucket = await adminBucket();
  await store.collection(BOOKINGS).doc(gallery.bookingId!).set(toBookingDocument(aBooking({ id: gallery.bookingId!, status: 'completed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } }), toTimestamp));
  await store.collection(GALLERIES).doc(gallery.id).set(toGalleryDocument(gallery, toTimestamp));
  const photo = aPhoto({ portfolio: 'allowed' });
  await store.collection(photosPath(gallery.id)).doc(photo.id).set(toPhotoDocument(photo));
  await store.collection(viewersPath(gallery.id)).doc('couple').set({ favourites: [photo.id] });
  await store.collection(viewersPath(gallery.id)).doc('guest:guest00001').set({ favourites: [photo.id] });
  const jobId = `job${gallery.id}`.slice(0, 40);
  await store.collection(DOWNLOAD_JOBS).doc(jobId).set({ id: jobId, galleryId: gallery.id, viewerId: 'couple', status: 'ready', parts: [] });
  await store.collection(GALLERY_TOKENS).doc(gallery.id).set({ epoch: 'epoch00001', applied: 'epoch00001' });
  for (const path of [galleryOriginalFile(gallery.id, photo.id), galleryRenditionFile(gallery.id, photo.id, 'thumb', 'webp'), galleryZipFile(gallery.id, jobId, 1)]) {
    await bucket.file(path).save(Buffer.from(path), { contentType: 'application/octet-stream' });
  }
  return { photo, jobId };
}

const filesOf = async (galleryId: string) => (await (await adminBucket()).getFiles({ prefix: `galleries/${galleryId}/` }))[0].map((file) => file.name);
const docsUnder = async (galleryId: string) => ({
  gallery: (await db().collection(GALLERIES).doc(galleryId).get()).exists,
  photos: (await db().collection(photosPath(galleryId)).get()).size,
  viewers: (await db().collection(viewersPath(galleryId)).get()).docs.map((doc) => doc.id),
  jobs: (await db().collection(DOWNLOAD_JOBS).where('galleryId', '==', galleryId).get()).size,
  tokens: (await db().collection(GALLERY_TOKENS).doc(galleryId).get()).exists,
});

describe.skipIf(!onEmulators)('galleries under the GDPR erasure and the retention run (Firestore and Storage emulators)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('the retention run deletes a gallery a period past its last day (documents and Storage objects), and not a fresh one', async () => {
    const old = aGallery({ id: 'galerieStara01', bookingId: 'booking-old-1', expiresOn: '2027-02-28' });
    const archived = aGallery({ id: 'galerieArchiv1', bookingId: 'booking-arch-1', expiresOn: '2027-03-01' });
    const open = aGallery({ id: 'galerieOtevre1', bookingId: 'booking-open-1', expiresOn: '2028-12-31' });
    for (const [gallery, email] of [[old, 'stara@example.cz'], [archived, 'archiv@example.cz'], [open, 'otevrena@example.cz']] as const) await seed(gallery, email);
    const { store } = await privacyStore();

    const report = await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, firestoreRetentionStore(db()), store);
    expect(report.galleriesDeleted).toEqual([old.id]);
    expect(await docsUnder(old.id)).toEqual({ gallery: false, photos: 0, viewers: [], jobs: 0, tokens: false });
    expect(await filesOf(old.id)).toEqual([]);
    // Expired a year ago to the day: archived for the couple, kept whole until the period has passed.
    for (const kept of [archived, open]) {
      expect(await docsUnder(kept.id)).toEqual({ gallery: true, photos: 1, viewers: ['couple', 'guest:guest00001'], jobs: 1, tokens: true });
      expect(await filesOf(kept.id)).toHaveLength(3);
    }
    expect((await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, firestoreRetentionStore(db()), store)).galleriesDeleted).toEqual([]);
  });

  it('"delete" erases the couple\'s gallery whole; "keep" detaches it and forgets only the couple\'s favourites and ZIPs', async () => {
    const deleted = aGallery({ id: 'galerieSmazat1', bookingId: 'booking-del-1' });
    const kept = aGallery({ id: 'galerieNechat1', bookingId: 'booking-keep-1', portfolioConsent: 'allowed' });
    await seed(deleted, 'smazat@example.cz');
    const { jobId } = await seed(kept, 'nechat@example.cz');
    const { store } = await privacyStore();

    expect(await eraseGalleries(await galleriesOfAccount('smazat@example.cz', store), 'delete', store, NOW)).toEqual({ deletedGalleries: [deleted.id], keptGalleries: [] });
    expect(await docsUnder(deleted.id)).toEqual({ gallery: false, photos: 0, viewers: [], jobs: 0, tokens: false });
    expect(await filesOf(deleted.id)).toEqual([]);

    expect(await eraseGalleries(await galleriesOfAccount('nechat@example.cz', store), 'keep', store, NOW)).toEqual({ deletedGalleries: [], keptGalleries: [kept.id] });
    const after = (await db().collection(GALLERIES).doc(kept.id).get()).data()!;
    expect(after).toMatchObject({ bookingId: null, state: 'unpublished', guestLink: null, portfolioConsent: 'undecided' });
    expect((await db().collection(photosPath(kept.id)).get()).docs.map((doc) => doc.get('portfolio'))).toEqual(['inherit']);
    expect(await docsUnder(kept.id)).toMatchObject({ gallery: true, photos: 1, viewers: ['guest:guest00001'], jobs: 0 });
    expect(await filesOf(kept.id)).not.toContain(galleryZipFile(kept.id, jobId, 1));
    expect(await filesOf(kept.id)).toHaveLength(2);
    expect(await galleriesOfAccount('nechat@example.cz', store)).toEqual([]);
  });
});
