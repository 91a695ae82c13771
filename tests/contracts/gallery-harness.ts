import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { GalleryAdminPort } from '../../ports/gallery-admin-port';
import type { GalleryViewerPort } from '../../ports/gallery-viewer-port';

/** What the gallery contract suites drive: both ports over one backend, and the hooks a real stack gives by other means. */
export interface GalleryHarness {
  admin: GalleryAdminPort;
  viewer: GalleryViewerPort;
  signInAdmin(): Promise<void>;
  signOutAdmin(): Promise<void>;
  /** Signs the viewer's visitor in as a confirmed account with this e-mail (created for the test). */
  signInCouple(email: string): Promise<void>;
  signOutCouple(): Promise<void>;
  /** Stores a booking whose couple's contact e-mail is `email`; answers its id. */
  seedBooking(email: string): Promise<string>;
  /** Puts an original into the bucket as the upload queue does, with its custom metadata. */
  uploadOriginal(galleryId: string, photoId: string, bytes: Uint8Array, metadata: Record<string, string>): Promise<void>;
  /** The renditions function's work: the photo's renditions are ready. */
  renditionsReady(galleryId: string, photoId: string): Promise<void>;
  /** The bytes a download URL serves with no sign-in (null when it serves none). */
  download(url: string): Promise<Uint8Array | null>;
  /** Mails queued so far. */
  mails(): Promise<OutgoingMail[]>;
  /** Moves the backend's clock. */
  setNow(now: Date): void | Promise<void>;
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
export const uniqueId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`.slice(0, 40);
export const sha = (n: number) => n.toString(16).padStart(64, '0');

/** A published gallery of a fresh couple with `count` ready photos; the admin stays signed in, the couple too. */
export async function deliveredGallery(h: GalleryHarness, count = 3, input: Record<string, unknown> = {}) {
  const email = uniqueEmail('par');
  const bookingId = await h.seedBooking(email);
  await h.signInAdmin();
  const gallery = await h.admin.create({ bookingId, title: 'Jana a Petr', eventDate: '2027-06-12', expiresOn: '2027-12-31', selection: { quota: 2, deadline: '2027-09-30' }, ...input });
  const photoIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const photoId = uniqueId('photo');
    await h.uploadOriginal(gallery.id, photoId, new Uint8Array([i, 1, 2, 3]), { fileName: `DSC_${1000 + i}.jpg`, sha256: sha(i + 1), capturedAt: `2027-06-12T1${i}:00:00` });
    await h.admin.registerPhoto(gallery.id, photoId);
    await h.renditionsReady(gallery.id, photoId);
    photoIds.push(photoId);
  }
  await h.admin.publish(gallery.id);
  await h.signInCouple(email);
  return { gallery, photoIds, email };
}
