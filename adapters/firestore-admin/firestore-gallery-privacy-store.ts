import type { Bucket } from '@google-cloud/storage';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { galleryFolder, galleryZipFolder } from '../../domain/gallery/gallery-storage';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { DOWNLOAD_JOBS, fromGalleryDocument, GALLERIES, GALLERY_TOKENS, viewerDocumentId, viewersPath } from '../../ports/wire/gallery-documents';
import { paged } from './firestore-paging';

/** Galleries per page of the retention run's query. */
const PAGE_SIZE = 100;

/**
 * The galleries' GDPR and retention side over firebase-admin and the bucket. A deletion removes the bucket's objects
 * first and the gallery's document last: a run cut short leaves the gallery findable, and the next run (or the
 * couple's repeated call) finishes it.
 */
export function firestoreGalleryPrivacyStore(store: Firestore, bucket: Bucket, galleries: GalleryStore, pageSize = PAGE_SIZE): GalleryPrivacyStore {
  const jobs = store.collection(DOWNLOAD_JOBS);
  const removeFiles = (prefix: string) => bucket.deleteFiles({ prefix: `${prefix}/` });
  async function forgetJobs(galleryId: string, viewerId?: string) {
    const mine = jobs.where('galleryId', '==', galleryId);
    for (const job of (await (viewerId === undefined ? mine : mine.where('viewerId', '==', viewerId)).get()).docs) {
      await removeFiles(galleryZipFolder(galleryId, job.id));
      await job.ref.delete();
    }
  }
  return {
    galleriesOf: galleries.galleriesOf,
    bookingEmail: galleries.bookingEmail,
    photos: galleries.photos,
    favourites: galleries.favourites,
    selection: galleries.selection,
    atomically: galleries.atomically,
    async deleteGallery(galleryId) {
      await removeFiles(galleryFolder(galleryId));
      await forgetJobs(galleryId);
      await store.collection(GALLERY_TOKENS).doc(galleryId).delete();
      // The gallery's document with its photos and viewers (favourites, selections) beneath it.
      await store.recursiveDelete(store.collection(GALLERIES).doc(galleryId));
    },
    async forgetViewer(galleryId, viewerId) {
      await forgetJobs(galleryId, viewerId);
      await store.collection(viewersPath(galleryId)).doc(viewerDocumentId(viewerId)).delete();
    },
    async *expiredBefore(day) {
      const query = store.collection(GALLERIES).where('expiresOn', '<', day).orderBy('expiresOn').orderBy(FieldPath.documentId());
      for await (const doc of paged(query, pageSize)) yield fromGalleryDocument(doc.data());
    },
  };
}
