import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gallery } from '../../domain/gallery/gallery';
import { galleryOriginalFile, galleryRenditionFile } from '../../domain/gallery/gallery-storage';
import type { CallableName, CallableResponse } from '../../ports/wire/callable-api';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { GALLERIES, photosPath, toGalleryDocument, toPhotoDocument, viewersPath } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { adminBucket, clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { rawCall } from '../../tests/support/raw-callable';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { confirmedSession, PORTAL_PASSWORD, requirePortalStrapi } from '../../tests/support/portal-strapi';

/**
 * "Stáhnout moje údaje" and "Smazat účet" of an account with a gallery, through the deployed callables on the
 * emulators (a real session from the launcher's test Strapi): the export lists the gallery, the deletion refuses
 * without the couple's choice and, told `delete`, the gallery's documents and Storage objects are really gone.
 */
async function call<N extends CallableName>(name: N, data: unknown): Promise<{ result?: CallableResponse<N>; error?: { status: string; details?: { code?: string } } }> {
  return (await rawCall(name, data, { ip: '198.51.100.77' })) as never;
}

const objectsOf = async (galleryId: string) => (await (await adminBucket()).getFiles({ prefix: `galleries/${galleryId}/` }))[0].map((file) => file.name);

describe.skipIf(!onEmulators)('GDPR self-service with a gallery (callables, Firestore and Storage emulators, a real Strapi)', () => {
  const email = `galerie-${Date.now().toString(36)}@example.cz`;
  let jwt: string;
  let gallery: Gallery;
  let other: Gallery;

  beforeAll(async () => {
    requirePortalStrapi();
    jwt = (await confirmedSession(email)).jwt;
    await clearFirestore();
    const store = db();
    const bucket = await adminBucket();
    const contact = (mail: string) => ({ coupleNames: 'Jana a Petr', email: mail, phone: '+420777123456' });
    const mine = aBooking({ id: 'gdpr-gallery-booking', status: 'completed', weddingDate: '2027-06-12', contact: contact(email) });
    const foreign = aBooking({ id: 'gdpr-gallery-foreign', status: 'completed', weddingDate: '2027-06-19', contact: contact('eva-galerie@example.cz') });
    gallery = aGallery({ id: 'gdprGalerieJana', bookingId: mine.id, portfolioConsent: 'refused' });
    other = aGallery({ id: 'gdprGalerieEva1', bookingId: foreign.id });
    for (const [booking, g] of [[mine, gallery], [foreign, other]] as const) {
      await store.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      await store.collection(GALLERIES).doc(g.id).set(toGalleryDocument(g, toTimestamp));
      const photo = aPhoto({ fileName: `DSC_${g.id}.jpg` });
      await store.collection(photosPath(g.id)).doc(photo.id).set(toPhotoDocument(photo));
      await store.collection(viewersPath(g.id)).doc('couple').set({ favourites: [photo.id] });
      for (const path of [galleryOriginalFile(g.id, photo.id), galleryRenditionFile(g.id, photo.id, 'thumb', 'webp')]) {
        await bucket.file(path).save(Buffer.from(path), { contentType: 'image/jpeg' });
      }
    }
  }, 120_000);

  afterAll(clearFirestore);

  it('the export lists the couple\'s gallery with their favourites and consent, and nobody else\'s', async () => {
    const { result, error } = await call('exportMyData', { session: jwt, password: PORTAL_PASSWORD });
    expect(error).toBeUndefined();
    expect(result!.galleries).toEqual([
      expect.objectContaining({ id: gallery.id, photoCount: 1, favourites: [`DSC_${gallery.id}.jpg`], portfolio: { gallery: 'refused', photos: [] }, photos: 'download-from-gallery' }),
    ]);
    expect(JSON.stringify(result)).not.toContain(other.id);
  });

  it('"Smazat účet" without the couple\'s choice is refused with its code and deletes nothing, not even the account', async () => {
    for (const galleries of [undefined, 'vse']) {
      const { error } = await call('deleteMyAccount', { session: jwt, password: PORTAL_PASSWORD, galleries });
      expect([error?.status, error?.details?.code]).toEqual(['FAILED_PRECONDITION', 'privacy/gallery-choice-required']);
    }
    expect((await db().collection(GALLERIES).doc(gallery.id).get()).exists).toBe(true);
    expect(await objectsOf(gallery.id)).toHaveLength(2);
    expect((await call('exportMyData', { session: jwt, password: PORTAL_PASSWORD })).error).toBeUndefined();
  });

  it('told "delete", the account goes with its gallery\'s documents and Storage objects; another couple\'s gallery stays', async () => {
    const { result, error } = await call('deleteMyAccount', { session: jwt, password: PORTAL_PASSWORD, galleries: 'delete' });
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ accountDeleted: true, deletedGalleries: [gallery.id], keptGalleries: [] });
    expect((await db().collection(GALLERIES).doc(gallery.id).get()).exists).toBe(false);
    expect((await db().collection(photosPath(gallery.id)).get()).size).toBe(0);
    expect((await db().collection(viewersPath(gallery.id)).get()).size).toBe(0);
    expect(await objectsOf(gallery.id)).toEqual([]);
    expect((await db().collection(GALLERIES).doc(other.id).get()).exists).toBe(true);
    expect(await objectsOf(other.id)).toHaveLength(2);
  });
});
