import type { Firestore } from 'firebase-admin/firestore';
import type { GalleryExpiryStore } from '../../ports/units/gallery-expiry-store-port';
import { BOOKINGS } from '../../ports/wire/firestore-documents';
import { fromGalleryDocument, GALLERIES, type GalleryTokenState } from '../../ports/wire/gallery-documents';
import { firestoreReminderStore } from './firestore-reminder-store';
import type { StorageGalleryFiles } from './storage-gallery-files';

/**
 * The galleries' daily run over firebase-admin. The queries are single-field ranges on `expiresOn` (no composite
 * index); a photographer has tens of galleries a year. The once-only of the reminder is the booking reminders' marker.
 */
export function firestoreGalleryExpiryStore(store: Firestore, files: StorageGalleryFiles): GalleryExpiryStore {
  const galleries = store.collection(GALLERIES);
  return {
    async *expiringBetween(from, until) {
      const found = await galleries.where('expiresOn', '>=', from).where('expiresOn', '<=', until).get();
      for (const doc of found.docs) yield fromGalleryDocument(doc.data());
    },
    async *expiredNotRevoked(today) {
      const found = await galleries.where('expiresOn', '<', today).get();
      for (const doc of found.docs) {
        const gallery = fromGalleryDocument(doc.data());
        const tokens = (await files.tokensRef(gallery.id).get()).data() as GalleryTokenState | undefined;
        if (tokens?.expiredOn !== gallery.expiresOn) yield gallery;
      }
    },
    async bookingEmail(bookingId) {
      const email = (await store.collection(BOOKINGS).doc(bookingId).get()).get('contact.email');
      return typeof email === 'string' && email !== '' ? email : null;
    },
    queueOnce: (mail, at) => firestoreReminderStore(store).queueOnce(mail, at),
    async revokeUrls(gallery) {
      await files.tokensRef(gallery.id).set({ epoch: files.newEpoch(), expiredOn: gallery.expiresOn }, { merge: true });
      await files.renew(gallery.id);
    },
  };
}
