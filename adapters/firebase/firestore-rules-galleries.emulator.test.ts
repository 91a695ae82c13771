import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DOWNLOAD_JOBS, GALLERIES, GALLERY_TOKENS, photosPath, toGalleryDocument, toPhotoDocument, viewersPath } from '../../ports/wire/gallery-documents';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

const { env, setUp } = firestoreRulesSuite();

const gallery = aGallery({ id: 'galerieRules01', guestLink: { id: 'odkazRules0001', pinDigest: 'v1:00' } });
const photo = aPhoto({ id: 'fotkaRules0001' });

async function seed() {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, GALLERIES, gallery.id), toGalleryDocument(gallery, firestoreTime));
    await setDoc(doc(db, photosPath(gallery.id), photo.id), toPhotoDocument(photo));
    await setDoc(doc(db, viewersPath(gallery.id), 'couple'), { favourites: [photo.id] });
    await setDoc(doc(db, DOWNLOAD_JOBS, 'jobRules000001'), { galleryId: gallery.id, viewerId: 'couple', status: 'queued' });
    await setDoc(doc(db, GALLERY_TOKENS, gallery.id), { epoch: 'e1', applied: 'e1' });
  });
}

/** Galleries are reached by couples and guests only through the callables; the desk reads, the functions write. */
describe.skipIf(!onEmulators)('firestore.rules and the galleries', () => {
  setUp(seed);

  it('no couple or guest reads a gallery, its photos, favourites or jobs; not even by its link id', async () => {
    const couple = env().authenticatedContext('couple-1', { email: 'jana@example.cz', email_verified: true }).firestore();
    for (const db of [env().unauthenticatedContext().firestore(), couple]) {
      await assertFails(getDoc(doc(db, GALLERIES, gallery.id)));
      await assertFails(getDocs(query(collection(db, GALLERIES), where('guestLink.id', '==', 'odkazRules0001'))));
      await assertFails(getDoc(doc(db, photosPath(gallery.id), photo.id)));
      await assertFails(getDocs(collection(db, photosPath(gallery.id))));
      await assertFails(getDoc(doc(db, viewersPath(gallery.id), 'couple')));
      await assertFails(getDoc(doc(db, DOWNLOAD_JOBS, 'jobRules000001')));
    }
  });

  it('the admin reads what the desk needs and writes none of it; the token state is the functions\' alone', async () => {
    const admin = env().authenticatedContext('fotografka', { admin: true }).firestore();
    await assertSucceeds(getDoc(doc(admin, GALLERIES, gallery.id)));
    await assertSucceeds(getDocs(collection(admin, photosPath(gallery.id))));
    await assertSucceeds(getDoc(doc(admin, viewersPath(gallery.id), 'couple')));
    await assertSucceeds(getDoc(doc(admin, DOWNLOAD_JOBS, 'jobRules000001')));
    await assertFails(getDoc(doc(admin, GALLERY_TOKENS, gallery.id)));
    await assertFails(setDoc(doc(admin, GALLERIES, gallery.id), { ...toGalleryDocument(gallery, firestoreTime), state: 'published' }));
    await assertFails(setDoc(doc(admin, photosPath(gallery.id), photo.id), { ...photo, hidden: true }));
    await assertFails(setDoc(doc(admin, viewersPath(gallery.id), 'couple'), { favourites: [] }));
    await assertFails(setDoc(doc(admin, GALLERY_TOKENS, gallery.id), { epoch: 'e2' }));
  });
});
