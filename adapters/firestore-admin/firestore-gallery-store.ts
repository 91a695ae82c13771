import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Gallery, Photo } from '../../domain/gallery/gallery';
import { galleryOriginalFile } from '../../domain/gallery/gallery-storage';
import { normalisedEmail } from '../../domain/user/user';
import type { GalleryKeys, GalleryStore, GalleryUnit, RenditionsSweepStore } from '../../ports/units/gallery-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { BOOKINGS } from '../../ports/wire/firestore-documents';
import {
  DOWNLOAD_JOBS,
  fromDownloadJobDocument,
  fromGalleryDocument,
  fromPhotoDocument,
  fromSelectionDocument,
  GALLERIES,
  GALLERY_PHOTOS,
  photosPath,
  toDownloadJobDocument,
  toGalleryDocument,
  toPhotoDocument,
  toSelectionDocument,
  viewerDocumentId,
  viewersPath,
  type GalleryTokenState,
} from '../../ports/wire/gallery-documents';
import { queueMail } from './firestore-outbox';
import { countAttempt } from './firestore-rate-limits';
import { toTimestamp } from './firestore-timestamps';
import { storageGalleryUrls, type StorageGalleryFiles } from './storage-gallery-files';

/** Firestore's `in` takes at most 30 values: the couple's bookings are asked for in slices. */
const IN_LIMIT = 30;

/** What a unit changed that the bucket must follow once it has committed. */
interface AfterCommit {
  renew: Set<string>;
  tokenise: Array<{ galleryId: string; path: string }>;
}

/**
 * A gallery was taken back from its viewers: unpublished, or its guests' link rotated. Its files then get new download
 * tokens, so every URL handed out before stops working (the couple and the guests who may still look get new ones
 * with their next view).
 */
function revokes(before: Gallery, after: Gallery): boolean {
  return (before.state === 'published' && after.state !== 'published') || (before.guestLink !== null && before.guestLink.id !== after.guestLink?.id);
}

function galleryUnit(store: Firestore, tx: Transaction, files: StorageGalleryFiles, now: Date, after: AfterCommit): GalleryUnit {
  const galleries = store.collection(GALLERIES);
  const read = new Map<string, Gallery | null>();
  const photosRead = new Map<string, Set<string>>();
  const viewer = (galleryId: string, viewerId: string) => store.collection(viewersPath(galleryId)).doc(viewerDocumentId(viewerId));
  return {
    async gallery(galleryId) {
      const snapshot = await tx.get(galleries.doc(galleryId));
      const gallery = snapshot.exists ? fromGalleryDocument(snapshot.data()!) : null;
      read.set(galleryId, gallery);
      return gallery;
    },
    async photos(galleryId) {
      const photos = (await tx.get(store.collection(photosPath(galleryId)))).docs.map((doc) => fromPhotoDocument(doc.data()));
      photosRead.set(galleryId, new Set(photos.map((photo) => photo.id)));
      return photos;
    },
    async photo(galleryId, photoId) {
      const snapshot = await tx.get(store.collection(photosPath(galleryId)).doc(photoId));
      return snapshot.exists ? fromPhotoDocument(snapshot.data()!) : null;
    },
    async selection(galleryId, viewerId) {
      const data = (await tx.get(viewer(galleryId, viewerId))).get('selection') as Record<string, unknown> | undefined;
      return data ? fromSelectionDocument(data) : null;
    },
    async favourites(galleryId, viewerId) {
      return ((await tx.get(viewer(galleryId, viewerId))).get('favourites') as string[] | undefined) ?? [];
    },
    async saveGallery(gallery) {
      const before = read.get(gallery.id);
      tx.set(galleries.doc(gallery.id), toGalleryDocument(gallery, toTimestamp));
      const tokens = files.tokensRef(gallery.id);
      if (before === undefined) {
        // Saved without being read: a new gallery (createGallery), with its first token generation.
        const epoch = files.newEpoch();
        tx.create(tokens, { epoch, applied: epoch } satisfies GalleryTokenState);
      } else if (before && revokes(before, gallery)) {
        tx.set(tokens, { epoch: files.newEpoch() }, { merge: true });
        after.renew.add(gallery.id);
      }
    },
    async savePhotos(galleryId, photos: Photo[]) {
      const known = photosRead.get(galleryId);
      for (const photo of photos) {
        tx.set(store.collection(photosPath(galleryId)).doc(photo.id), toPhotoDocument(photo));
        if (known && !known.has(photo.id)) after.tokenise.push({ galleryId, path: galleryOriginalFile(galleryId, photo.id) });
      }
    },
    async deletePhoto(galleryId, photoId) {
      tx.delete(store.collection(photosPath(galleryId)).doc(photoId));
    },
    async saveSelection(galleryId, viewerId, selection) {
      tx.set(viewer(galleryId, viewerId), { selection: toSelectionDocument(selection, toTimestamp) }, { merge: true });
    },
    async saveFavourites(galleryId, viewerId, photoIds) {
      tx.set(viewer(galleryId, viewerId), { favourites: [...photoIds] }, { merge: true });
    },
    async job(jobId) {
      const snapshot = await tx.get(store.collection(DOWNLOAD_JOBS).doc(jobId));
      return snapshot.exists ? fromDownloadJobDocument(snapshot.data()!) : null;
    },
    async saveJob(job) {
      tx.set(store.collection(DOWNLOAD_JOBS).doc(job.id), toDownloadJobDocument(job, toTimestamp));
    },
    async queueMails(mails) {
      for (const mail of mails) queueMail(store, tx, mail, now.toISOString());
    },
  };
}

/**
 * The galleries' units and the renditions sweep's query, which need no keys: the scheduled sweep runs on these alone.
 * `pendingRenditions` asks every gallery's photos at once (a collection-group query on `renditions` and
 * `registeredAt`, indexed in firestore.indexes.json).
 */
export function firestoreRenditionsSweepStore(store: Firestore, now: Date, files: StorageGalleryFiles): RenditionsSweepStore {
  return {
    async atomically(work) {
      const after: AfterCommit = { renew: new Set(), tokenise: [] };
      const result = await store.runTransaction((tx) => {
        after.renew.clear();
        after.tokenise.length = 0;
        return work(galleryUnit(store, tx, files, now, after));
      }, { maxAttempts: 10 });
      for (const { galleryId, path } of after.tokenise) await files.tokenise(galleryId, path);
      for (const galleryId of after.renew) await files.renew(galleryId);
      return result;
    },
    async pendingRenditions(limit) {
      const found = await store.collectionGroup(GALLERY_PHOTOS).where('renditions', '==', 'pending').orderBy('registeredAt').limit(limit).get();
      return found.docs
        .filter((doc) => doc.ref.parent.parent?.parent.id === GALLERIES)
        .map((doc) => ({ galleryId: doc.ref.parent.parent!.id, photo: fromPhotoDocument(doc.data()) }));
    },
  };
}

/**
 * The galleries' store over firebase-admin: one Firestore transaction per unit (every read before any write, retried
 * as the desk's), the bucket through `files` (the originals' facts, the storage used, the token URLs). A unit that
 * unpublishes or rotates the link starts a new token generation in the same transaction, and the files are given it
 * once the transaction has committed; a registered original gets the current token the same way.
 */
export function firestoreGalleryStore(
  store: Firestore,
  now: Date,
  deps: { files: StorageGalleryFiles; verify: GalleryStore['verify']; keys: GalleryKeys; mail: MailSettings },
): GalleryStore {
  const galleries = store.collection(GALLERIES);
  const galleryOf = async (galleryId: string) => {
    const snapshot = await galleries.doc(galleryId).get();
    return snapshot.exists ? fromGalleryDocument(snapshot.data()!) : null;
  };
  const viewerData = async (galleryId: string, viewerId: string) =>
    (await store.collection(viewersPath(galleryId)).doc(viewerDocumentId(viewerId)).get()).data() ?? {};
  return {
    ...firestoreRenditionsSweepStore(store, now, deps.files),
    verify: deps.verify,
    countAttempt: (rules) => countAttempt(store, rules, now),
    async list() {
      return (await galleries.get()).docs.map((doc) => fromGalleryDocument(doc.data()));
    },
    async photos(galleryId) {
      return (await store.collection(photosPath(galleryId)).get()).docs.map((doc) => fromPhotoDocument(doc.data()));
    },
    gallery: galleryOf,
    async galleryByLink(linkId) {
      const found = await galleries.where('guestLink.id', '==', linkId).limit(1).get();
      return found.empty ? null : fromGalleryDocument(found.docs[0]!.data());
    },
    async galleriesOf(email) {
      const bookings = await store.collection(BOOKINGS).where('contact.email', '==', normalisedEmail(email)).get();
      const ids = bookings.docs.map((doc) => doc.id);
      const found: Gallery[] = [];
      for (let i = 0; i < ids.length; i += IN_LIMIT) {
        const slice = await galleries.where('bookingId', 'in', ids.slice(i, i + IN_LIMIT)).get();
        found.push(...slice.docs.map((doc) => fromGalleryDocument(doc.data())));
      }
      return found;
    },
    async bookingEmail(bookingId) {
      const email = (await store.collection(BOOKINGS).doc(bookingId).get()).get('contact.email');
      return typeof email === 'string' ? email : null;
    },
    favourites: async (galleryId, viewerId) => ((await viewerData(galleryId, viewerId)).favourites as string[] | undefined) ?? [],
    async selection(galleryId, viewerId) {
      const data = (await viewerData(galleryId, viewerId)).selection as Record<string, unknown> | undefined;
      return data ? fromSelectionDocument(data) : null;
    },
    async job(jobId) {
      const snapshot = await store.collection(DOWNLOAD_JOBS).doc(jobId).get();
      return snapshot.exists ? fromDownloadJobDocument(snapshot.data()!) : null;
    },
    async unfinishedJobs() {
      const found = await store.collection(DOWNLOAD_JOBS).where('status', 'in', ['queued', 'building']).get();
      return found.docs.map((doc) => fromDownloadJobDocument(doc.data()));
    },
    async readyJobs() {
      // Filtered by expiry in the use case: ready jobs are few (a link lives DOWNLOAD_LINK_DAYS), and one equality
      // filter needs no composite index.
      const found = await store.collection(DOWNLOAD_JOBS).where('status', '==', 'ready').get();
      return found.docs.map((doc) => fromDownloadJobDocument(doc.data()));
    },
    original: (galleryId, photoId) => deps.files.original(galleryId, photoId),
    storageUsed: (galleryId) => deps.files.storageUsed(galleryId),
    urls: storageGalleryUrls(deps.files),
    keys: deps.keys,
    mail: deps.mail,
  };
}
