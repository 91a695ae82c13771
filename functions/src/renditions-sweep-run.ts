import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreRenditionsSweepStore } from '../../adapters/firestore-admin/firestore-gallery-store';
import { storageGalleryFiles } from '../../adapters/firestore-admin/storage-gallery-files';
import { downloadOrigin } from '../../adapters/storage-admin/storage-admin-urls';
import { sweepRenditions, type RenditionsSweepReport } from '../../application/gallery/sweep-renditions';

/**
 * One run of the renditions sweep (the scheduled function's body; tests call it with a fixed clock and the dev key):
 * every file it writes gets the gallery's current download token, as the desk's makeRenditions does. sharp loads
 * with the first run (its own chunk).
 */
export async function runRenditionsSweepOn(store: Firestore, bucket: Bucket, tokenKey: string, now: Date, batch?: number): Promise<RenditionsSweepReport> {
  const files = storageGalleryFiles(store, bucket, tokenKey);
  const { StorageAdminPhotoRenditions } = await import('../../adapters/storage-admin/storage-admin-photo-renditions');
  const renditions = new StorageAdminPhotoRenditions(bucket, downloadOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST), files.token);
  return sweepRenditions(now, firestoreRenditionsSweepStore(store, now, files), renditions, batch);
}
