import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { newGalleryEntityId } from '../../application/gallery/gallery-ids';
import type { Gallery, Photo } from '../../domain/gallery/gallery';
import { galleryDownloadFile, galleryFolder, galleryOriginalFile, galleryRenditionFile, galleryThumbWidth, renditionWidths } from '../../domain/gallery/gallery-storage';
import type { PhotoSource } from '../../ports/gallery-viewer-port';
import type { GalleryUrls, UploadedOriginal } from '../../ports/units/gallery-store-port';
import { GALLERY_TOKENS, type GalleryTokenState } from '../../ports/wire/gallery-documents';
import { galleryFileToken } from './gallery-file-token';
import { imageDimensions } from './image-dimensions';

/** The metadata key Firebase Storage serves token URLs by (comma-separated tokens). */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';
/** The largest head of an original read to find its pixel size (JPEG markers and EXIF sit at the start). */
const HEAD_BYTES = 256 * 1024;

/**
 * A gallery's files in the bucket, as the functions see them: the originals' facts, the storage used, and the download
 * URLs couples and guests get. Every file of a gallery carries one download token derived from a server key, the
 * gallery's token generation (`galleryTokens/{id}.epoch`) and the file's path: the URLs are computed without reading
 * any object, a path's token says nothing about another's (an original's is handed only to an audience allowed
 * originals), and a new generation (`renew`) makes every URL issued before answer 403.
 */
export function storageGalleryFiles(store: Firestore, bucket: Bucket, key: string) {
  const epochs = new Map<string, Promise<string>>();

  const tokenFor = (epoch: string, path: string) => galleryFileToken(key, epoch, path);
  const tokensRef = (galleryId: string) => store.collection(GALLERY_TOKENS).doc(galleryId);

  /** The gallery's current generation; a gallery without one (seeded by hand) gets its first. */
  async function readEpoch(galleryId: string): Promise<string> {
    const ref = tokensRef(galleryId);
    const known = (await ref.get()).data() as GalleryTokenState | undefined;
    if (known) return known.epoch;
    return store.runTransaction(async (tx) => {
      const state = (await tx.get(ref)).data() as GalleryTokenState | undefined;
      if (state) return state.epoch;
      const epoch = newGalleryEntityId();
      tx.set(ref, { epoch, applied: epoch } satisfies GalleryTokenState);
      return epoch;
    });
  }
  const epochOf = (galleryId: string) => {
    if (!epochs.has(galleryId)) epochs.set(galleryId, readEpoch(galleryId));
    return epochs.get(galleryId)!;
  };

  /** Firebase's token URL: the emulator's host in the local stack, Google's front end in production. */
  const urlOf = (path: string, token: string) => {
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const base = host ? `http://${host.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
    return `${base}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  };
  const url = async (galleryId: string, path: string) => urlOf(path, tokenFor(await epochOf(galleryId), path));

  /**
   * Puts this generation's token on one file. Cloud Storage replaces the metadata value, so older tokens stop working;
   * the Storage emulator adds the value to the tokens it keeps instead, so there the others are deleted through its
   * token API as its admin ("Bearer owner", which only the emulator accepts).
   */
  async function applyToken(path: string, epoch: string): Promise<void> {
    const token = tokenFor(epoch, path);
    const [metadata] = await bucket.file(path).setMetadata({ metadata: { [DOWNLOAD_TOKENS_KEY]: token } });
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    if (!host) return;
    const held = String((metadata.metadata as Record<string, unknown> | undefined)?.[DOWNLOAD_TOKENS_KEY] ?? '').split(',');
    for (const old of held.filter((candidate) => candidate && candidate !== token)) {
      const address = `http://${host.replace(/^https?:\/\//, '')}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?delete_token=${old}`;
      const response = await fetch(address, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
      if (!response.ok) throw new Error(`Storage emulator kept an old token of ${path}: ${response.status}`);
    }
  }

  return {
    tokenFor,
    url,
    /** The current generation's token of a file the functions are about to write (the media adapters set it). */
    token: async (galleryId: string, path: string) => tokenFor(await epochOf(galleryId), path),
    /** A file the functions just wrote (an original registered, a rendition, a ZIP part) gets the current token. */
    async tokenise(galleryId: string, path: string): Promise<void> {
      await applyToken(path, await epochOf(galleryId));
    },
    /** A new generation: called in the transaction that unpublishes or rotates (see `renew`). */
    newEpoch: () => newGalleryEntityId(),
    tokensRef,
    /**
     * Gives every file of the gallery the current generation's token, then records it applied. Safe to repeat: a
     * replacement cut short is finished by the next call (the sweep's, or the next change's).
     */
    async renew(galleryId: string): Promise<number> {
      const ref = tokensRef(galleryId);
      const state = (await ref.get()).data() as GalleryTokenState | undefined;
      if (!state) return 0;
      const [files] = await bucket.getFiles({ prefix: `${galleryFolder(galleryId)}/` });
      for (const file of files) await applyToken(file.name, state.epoch);
      await store.runTransaction(async (tx) => {
        const now = (await tx.get(ref)).data() as GalleryTokenState | undefined;
        if (now?.epoch === state.epoch) tx.update(ref, { applied: state.epoch });
      });
      epochs.delete(galleryId);
      return files.length;
    },
    async original(galleryId: string, photoId: string): Promise<UploadedOriginal | null> {
      const file = bucket.file(galleryOriginalFile(galleryId, photoId));
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      const custom = Object.fromEntries(
        Object.entries((metadata.metadata ?? {}) as Record<string, unknown>)
          .filter(([name, value]) => name !== DOWNLOAD_TOKENS_KEY && typeof value === 'string')
          .map(([name, value]) => [name, value as string]),
      );
      const size = Number(metadata.size ?? 0);
      const measured = size > 0 ? imageDimensions(new Uint8Array((await file.download({ start: 0, end: Math.min(size, HEAD_BYTES) - 1 }))[0])) : null;
      return {
        size,
        contentType: String(metadata.contentType ?? 'application/octet-stream'),
        metadata: custom,
        width: measured?.width ?? (Number(custom.width) || 0),
        height: measured?.height ?? (Number(custom.height) || 0),
      };
    },
    async storageUsed(galleryId: string): Promise<{ bytes: number; files: number }> {
      const [files] = await bucket.getFiles({ prefix: `${galleryFolder(galleryId)}/` });
      return { bytes: files.reduce((sum, file) => sum + Number(file.metadata.size ?? 0), 0), files: files.length };
    },
  };
}

export type StorageGalleryFiles = ReturnType<typeof storageGalleryFiles>;

/**
 * The URLs of a photo's files: the renditions' paths of the design's layout (galleries/{id}/web/{photoId}/…), written
 * by the renditions function (the thumbnail in each format as the web sizes are); a web-size download the largest JPEG rendition, an
 * original download the original (its own token).
 */
export function storageGalleryUrls(files: StorageGalleryFiles): GalleryUrls {
  const rendition = (gallery: Gallery, photo: Photo, width: number | 'thumb', format: 'avif' | 'webp' | 'jpg') =>
    files.url(gallery.id, galleryRenditionFile(gallery.id, photo.id, width, format));
  const source = async (gallery: Gallery, photo: Photo, width: number, file: number | 'thumb'): Promise<PhotoSource> => ({
    width,
    avif: await rendition(gallery, photo, file, 'avif'),
    webp: await rendition(gallery, photo, file, 'webp'),
    jpg: await rendition(gallery, photo, file, 'jpg'),
  });
  return {
    thumb: (gallery, photo) => source(gallery, photo, galleryThumbWidth(photo.width), 'thumb'),
    sources: (gallery, photo) => Promise.all(renditionWidths(photo.width).map((width) => source(gallery, photo, width, width))),
    download: (gallery, photo, right) => files.url(gallery.id, galleryDownloadFile(gallery.id, photo, right)),
  };
}
