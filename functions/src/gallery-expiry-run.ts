import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreGalleryExpiryStore } from '../../adapters/firestore-admin/firestore-gallery-expiry-store';
import { storageGalleryFiles } from '../../adapters/firestore-admin/storage-gallery-files';
import { runGalleryExpiry, type GalleryExpiryReport } from '../../application/gallery/remind-gallery-expiry';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/** One run of the galleries' expiry (the scheduled function's body; tests call it with a fixed clock and the dev key). */
export function runGalleryExpiryOn(store: Firestore, bucket: Bucket, tokenKey: string, now: Date, mail: MailSettings): Promise<GalleryExpiryReport> {
  return runGalleryExpiry(now, firestoreGalleryExpiryStore(store, storageGalleryFiles(store, bucket, tokenKey)), mail);
}
