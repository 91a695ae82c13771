import { randomUUID } from 'node:crypto';

/** Firebase Storage's download host in production; the emulator serves the same paths at its own address. */
export const FIREBASE_DOWNLOAD_ORIGIN = 'https://firebasestorage.googleapis.com';

/** The download origin for this process: the Storage emulator's when `emulatorHost` (FIREBASE_STORAGE_EMULATOR_HOST) is set. */
export function downloadOrigin(emulatorHost: string | undefined): string {
  return emulatorHost ? `http://${emulatorHost}` : FIREBASE_DOWNLOAD_ORIGIN;
}

/**
 * A fresh download token and the custom metadata that grants it: Firebase Storage serves the object to anyone who
 * presents the token, with no sign-in and no function in the path (its CDN). Replacing the token revokes the URL.
 */
export function downloadToken(token: string = randomUUID()): { token: string; metadata: { firebaseStorageDownloadTokens: string } } {
  return { token, metadata: { firebaseStorageDownloadTokens: token } };
}

/**
 * The token a file written for a gallery gets. Without one the adapters draw a random token; the functions pass the
 * gallery's current generation (adapters/firestore-admin/storage-gallery-files.ts), so the URLs they compute for the
 * file and its revocation on unpublish cover the renditions and ZIPs as well.
 */
export type GalleryFileTokens = (galleryId: string, path: string) => Promise<string>;

export async function galleryDownloadToken(tokens: GalleryFileTokens | undefined, galleryId: string, path: string) {
  return downloadToken(tokens ? await tokens(galleryId, path) : undefined);
}

/** The URL a browser downloads `path` of `bucket` with, as the Firebase SDKs' getDownloadURL builds it. */
export function downloadUrl(origin: string, bucket: string, path: string, token: string): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}
