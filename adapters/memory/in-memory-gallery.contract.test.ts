import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { galleryAdminContract } from '../../tests/contracts/gallery-admin.contract';
import type { GalleryHarness } from '../../tests/contracts/gallery-harness';
import { galleryViewerContract } from '../../tests/contracts/gallery-viewer.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { demoContent } from './demo-content/demo-content';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN, demoGallery, demoGalleryBooking } from './demo-gallery';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryAdmin } from './in-memory-gallery-admin';
import { InMemoryGalleryData } from './in-memory-gallery-store';
import { InMemoryGalleryViewer } from './in-memory-gallery-viewer';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { readMemoryUrl } from './memory-file-urls';
import { readZip } from '../../tests/support/zip-reader';
import { PNG_1300 } from '../../tests/support/memory-gallery-store';

const PASSWORD = 'Svatba2027a';
const ADMIN = 'fotograf@example.cz';

function fakes(seed: Pick<MemoryAdapterOptions, 'galleries' | 'bookings'> = {}) {
  let now = new Date('2027-07-01T10:00:00Z');
  const options: MemoryAdapterOptions = { now: () => now, ...seed };
  const bookings = new InMemoryBookingRepository(options);
  const visitors = new InMemoryAuth(options);
  const adminAuth = new InMemoryAuth(options);
  const files = new InMemoryFileStorage();
  const outbox = new InMemoryOutbox();
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  const data = new InMemoryGalleryData(() => now, options.galleries ?? []);
  const admin = new InMemoryGalleryAdmin(data, adminAuth, options, bookings, visitors, files, outbox, mail);
  const viewer = new InMemoryGalleryViewer(data, visitors, options, bookings, files, outbox, mail);
  const harness: GalleryHarness = {
    admin,
    viewer,
    signInAdmin: async () => void (await adminAuth.signIn({ identifier: ADMIN, password: 'Fotograf2027' })),
    signOutAdmin: () => adminAuth.signOut(),
    signInCouple: async (email) => {
      visitors.addAccount({ email, password: PASSWORD, displayName: email, roles: ['visitor'] });
      await visitors.signIn({ identifier: email, password: PASSWORD });
    },
    signOutCouple: () => visitors.signOut(),
    seedBooking: async (email) => {
      const booking = aBooking({ status: 'completed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } });
      await bookings.put(booking);
      return booking.id;
    },
    uploadOriginal: async (galleryId, photoId, bytes, metadata) =>
      void (await files.upload(`galleries/${galleryId}/originals/${photoId}`, bytes, 'image/jpeg', metadata)),
    renditionsReady: (galleryId, photoId) => data.markRenditions(galleryId, photoId, 'ready'),
    download: async (url) => (await readMemoryUrl(files, url))?.data ?? null,
    mails: async () => outbox.list(),
    setNow: (at) => void (now = at),
  };
  return { harness, visitors, data };
}

galleryAdminContract('in-memory', async () => fakes().harness);
galleryViewerContract('in-memory', async () => fakes().harness);

describe('the memory demo gallery', () => {
  it('the demo couple opens 40 photos whose images are the committed demo SVGs, and guests enter with the demo PIN', async () => {
    const now = new Date();
    const { harness: h, visitors } = fakes({ galleries: [demoGallery(now)], bookings: [demoGalleryBooking(now)] });
    h.setNow(now);
    await visitors.signIn({ identifier: 'novomanzele@example.cz', password: 'Svatba2027' });
    expect((await h.viewer.myGalleries()).map((card) => [card.galleryId, card.state])).toEqual([[DEMO_GALLERY_ID, 'open']]);
    const { pass } = await h.viewer.openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN);
    const view = await h.viewer.open({ as: 'guest', pass });
    expect(view.galleryId).toBe(DEMO_GALLERY_ID);
    expect(view.photos).toHaveLength(40);
    const thumbs = view.photos.flatMap((photo) => [photo.thumb.avif, photo.thumb.webp, photo.thumb.jpg]);
    expect(thumbs.every((url) => url.startsWith('/media/demo/weddings/') && url.endsWith('.svg'))).toBe(true);
    expect(view.photos.every((photo) => photo.thumb.width === Math.min(360, photo.width))).toBe(true);
  });
});

describe('the fakes\' web-size download', () => {
  const PNG = PNG_1300;

  it('a guest\'s web-size ZIP is built from the largest JPEG rendition, its entry named .jpg like the single download', async () => {
    const { harness: h } = fakes();
    const bookingId = await h.seedBooking('web-zip@example.cz');
    await h.signInAdmin();
    const gallery = await h.admin.create({ bookingId, title: 'Jana a Petr', eventDate: '2027-06-12', expiresOn: '2027-12-31', rights: { couple: 'original', guests: 'web' } });
    await h.uploadOriginal(gallery.id, 'PhotoRaw0001', PNG, { fileName: 'DSC_2000.NEF', sha256: '1'.repeat(64) });
    expect(await h.admin.registerPhoto(gallery.id, 'PhotoRaw0001')).toMatchObject({ width: 1300, height: 866 });
    expect(await h.admin.makeRenditions(gallery.id, 'PhotoRaw0001')).toBe('ready');
    await h.admin.publish(gallery.id);
    const { linkId } = await h.admin.setGuestPin(gallery.id, '482913');
    const guest = { as: 'guest' as const, pass: (await h.viewer.openAsGuest(linkId, '482913')).pass };
    expect((await h.viewer.open(guest)).photos[0]!.download!.fileName).toBe('DSC_2000.jpg');

    let job = await h.viewer.requestDownload(guest, 'all');
    while (job.status === 'queued' || job.status === 'building') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await h.viewer.downloadJob(guest, job.id);
    }
    expect(job).toMatchObject({ status: 'ready', size: 'web' });
    const entries = await readZip(Buffer.from((await h.download(job.parts[0]!.url!))!));
    expect(entries.map((entry) => entry.name)).toEqual(['DSC_2000.jpg']);
    expect(entries[0]!.data.equals(Buffer.from(PNG))).toBe(true);
  });
});
