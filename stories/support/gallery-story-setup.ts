import type { Container } from 'inversify';
import { demoGallery, demoGalleryBooking, DEMO_GALLERY_ID } from '../../adapters/memory/demo-gallery';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { FileStoragePort } from '../../ports/file-storage-port';
import type { GalleryAdminPort } from '../../ports/gallery-admin-port';
import { TOKENS } from '../../ports/tokens';
import { UPLOAD_QUEUE_STORE } from '../../src/features/gallery-desk/upload-queue-store-token';
import { aGallery } from '../../tests/support/gallery-mother';
import { inOrder, signedInToAdminAs, storyAccounts } from './story-setup';

type Setup = (services: Container) => Promise<void> | void;

/** The stories' day: the demo gallery was delivered three weeks before it. */
export const STORY_NOW = new Date('2027-07-03T10:00:00Z');
export { DEMO_GALLERY_ID };

/** The demo's delivered gallery and its booking, and an empty draft standing alone (a portrait shoot). */
export const EMPTY_GALLERY_ID = 'PrazdnaGalerie01';
export const galleryContainer = {
  now: () => STORY_NOW,
  bookings: [demoGalleryBooking(STORY_NOW)],
  galleries: [
    demoGallery(STORY_NOW),
    {
      gallery: aGallery({ id: EMPTY_GALLERY_ID, bookingId: null, title: 'Portrét Kláry', state: 'draft', guestLink: null, selection: null, eventDate: '2027-06-28', expiresOn: '2028-06-28' }),
      photos: [],
    },
  ],
};

export const asPhotographer: Setup = signedInToAdminAs(storyAccounts.admin);

/** One desk call answers as the port would fail (`code`) or never (a screen that stays busy). */
export function galleryDeskCall(method: keyof GalleryAdminPort, outcome: ErrorCode | 'never'): Setup {
  return inOrder(asPhotographer, (services) => {
    const real = services.get(TOKENS.GalleryAdmin);
    const wrapped = new Proxy(real, {
      get: (target, key, receiver) =>
        key === method
          ? () => (outcome === 'never' ? new Promise(() => undefined) : Promise.reject(new DomainError(outcome)))
          : (Reflect.get(target, key, receiver) as unknown),
    });
    services.rebind(TOKENS.GalleryAdmin).toConstantValue(wrapped);
  });
}

// A PNG header of 1200 × 800 px: the desk fake's renditions measure it, as the functions decode the image.
const IMAGE_HEAD = [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 176, 0, 0, 3, 32];

/** A photo file the queue can hash and send (`bytes` long, an image header, then content from its name). */
export function storyPhoto(name: string, bytes = 64 * 1024): File {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return new File([Uint8Array.from({ length: bytes }, (_, i) => IMAGE_HEAD[i] ?? (i * 31 + seed) % 256)], name, { type: 'image/jpeg' });
}

/**
 * Files already in the demo gallery's upload queue. Files named with "CHYBA" fail as a full bucket would; with
 * `paused` the queue is paused as soon as the uploads start (a story of a queue half way).
 */
export function queued(files: File[], { paused = false } = {}): Setup {
  return inOrder(asPhotographer, async (services) => {
    const real = services.get(TOKENS.FileStorage);
    const failing: FileStoragePort = Object.assign(Object.create(real) as FileStoragePort, {
      startUpload: (request: Parameters<FileStoragePort['startUpload']>[0]) =>
        request.customMetadata?.fileName?.includes('CHYBA') ? Promise.reject(new DomainError('storage/quota-exceeded')) : real.startUpload(request),
    });
    services.rebind(TOKENS.FileStorage).toConstantValue(failing);
    const queue = await services.getAsync(UPLOAD_QUEUE_STORE);
    const adding = queue.getState().add(DEMO_GALLERY_ID, files);
    if (paused) {
      // Paused once the first bytes are confirmed, so the story shows the bars part way.
      await new Promise<void>((resolve) => {
        const stop = queue.subscribe((state) => {
          if (!state.items.some((item) => item.bytesSent > 0)) return;
          stop();
          state.pause();
          resolve();
        });
      });
    }
    await adding;
  });
}

/** The demo couple chose two photos (one with a comment) and sent the selection. */
export const coupleSubmittedSelection: Setup = inOrder(asPhotographer, async (services) => {
  await services.get(TOKENS.VisitorAuth).signIn(storyAccounts.visitor);
  const viewer = services.get(TOKENS.GalleryViewer);
  const couple = { as: 'couple', galleryId: DEMO_GALLERY_ID } as const;
  await viewer.changeSelection(couple, { kind: 'add', photoId: 'DemoPhoto003', comment: 'Tuhle prosím přes dvoustranu.' });
  await viewer.changeSelection(couple, { kind: 'add', photoId: 'DemoPhoto001' });
  await viewer.changeSelection(couple, { kind: 'add', photoId: 'DemoPhoto012' });
  await viewer.submitSelection(couple);
});
