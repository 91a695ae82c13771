import { firestoreGalleryPrivacyStore } from '../../adapters/firestore-admin/firestore-gallery-privacy-store';
import { firestoreGalleryStore } from '../../adapters/firestore-admin/firestore-gallery-store';
import { storageGalleryFiles } from '../../adapters/firestore-admin/storage-gallery-files';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { buildUnfinishedDownloads } from '../../application/gallery/build-download';
import { expireDownloads } from '../../application/gallery/expire-downloads';
import { mailSettings } from './call-settings';
import { bucket, db, galleryKeys, STRAPI_URL } from './config';
import { galleryMedia } from './gallery-media';

/** The store of one call (its clock, its keys: secrets are read per call, as params are known at run time only). */
export async function galleryStore(now: Date) {
  const keys = galleryKeys();
  const files = storageGalleryFiles(db(), await bucket(), keys.guestPass);
  return { files, store: firestoreGalleryStore(db(), now, { files, verify: strapiCoupleVerifier(STRAPI_URL.value()), keys, mail: mailSettings() }) };
}

/** The galleries' GDPR and retention side of one call or run (the export, "Smazat účet", the retention job). */
export async function galleryPrivacyStore(now: Date) {
  const { store } = await galleryStore(now);
  return firestoreGalleryPrivacyStore(db(), await bucket(), store);
}

/**
 * One run of the scheduled download builder: the jobs a request's own build left queued (or whose builder died), then
 * the ready jobs whose links expired leave the bucket.
 */
export async function runGalleryDownloads(now: Date) {
  const { files, store } = await galleryStore(now);
  const { archive } = await galleryMedia(files.token);
  const built = await buildUnfinishedDownloads(store, archive, () => now);
  return { ...built, ...(await expireDownloads(store, archive, now)) };
}
