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
export function downloadToken(): { token: string; metadata: { firebaseStorageDownloadTokens: string } } {
  const token = randomUUID();
  return { token, metadata: { firebaseStorageDownloadTokens: token } };
}

/** The URL a browser downloads `path` of `bucket` with, as the Firebase SDKs' getDownloadURL builds it. */
export function downloadUrl(origin: string, bucket: string, path: string, token: string): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}
