import { getStorage } from 'firebase-admin/storage';
import { downloadOrigin, type GalleryFileTokens } from '../../adapters/storage-admin/storage-admin-urls';
import { ensureApp } from './config';

/**
 * The gallery's media adapters on the project's default bucket. On the Storage emulator the download URLs point at it,
 * and a ZIP part goes up in one request: the emulator finalises a resumable upload on its first request and refuses
 * the next chunk, while production needs the chunks to resume a dropped connection. `tokens` gives every written file
 * the gallery's current download token. sharp, yazl and the EXIF reader load here, with the first call that makes
 * renditions or a ZIP (chunks of their own: the other functions' cold starts do not pay for them).
 */
export async function galleryMedia(tokens?: GalleryFileTokens) {
  ensureApp();
  const bucket = getStorage().bucket();
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = downloadOrigin(emulator);
  const [{ ARCHIVE_UPLOAD_CHUNK_BYTES, StorageAdminGalleryArchive }, { StorageAdminPhotoRenditions }] = await Promise.all([
    import('../../adapters/storage-admin/storage-admin-gallery-archive'),
    import('../../adapters/storage-admin/storage-admin-photo-renditions'),
  ]);
  return {
    renditions: new StorageAdminPhotoRenditions(bucket, origin, tokens),
    archive: new StorageAdminGalleryArchive(bucket, origin, { tokens, ...(emulator ? {} : { uploadChunkBytes: ARCHIVE_UPLOAD_CHUNK_BYTES }) }),
  };
}
