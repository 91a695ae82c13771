import { describe, expect, it } from 'vitest';
import type { GalleryHarness } from './gallery-harness';
import { deliveredGallery, sha, uniqueId } from './gallery-harness';

/** What every GalleryAdminPort adapter must do (ports/gallery-admin-port.ts). */
export function galleryAdminContract(name: string, setup: () => Promise<GalleryHarness>) {
  describe(`GalleryAdminPort contract: ${name}`, () => {
    it('only the admin: signed out is auth/not-signed-in', async () => {
      const h = await setup();
      await h.signOutAdmin();
      await expect(h.admin.list()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.admin.create({ title: 'X', eventDate: '2027-06-12' })).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    });

    it('creates a validated draft; bad input names each field; an unknown gallery is not-found', async () => {
      const h = await setup();
      await h.signInAdmin();
      const gallery = await h.admin.create({ title: ' Portrét ', eventDate: '2027-06-12' });
      expect(gallery).toMatchObject({ title: 'Portrét', state: 'draft', guestLink: null, coverPhotoId: null, expiresOn: '2028-06-12' });
      await expect(h.admin.create({ title: '', eventDate: 'zítra' })).rejects.toMatchObject({ details: { fields: { title: 'field/required', eventDate: 'date/invalid' } } });
      await expect(h.admin.get('NoSuchGallery1')).rejects.toMatchObject({ code: 'gallery/not-found' });
      expect((await h.admin.list()).map((summary) => summary.id)).toContain(gallery.id);
    });

    it('registers uploads from the bucket in capture order, refuses a duplicate and a missing original', async () => {
      const h = await setup();
      const { gallery, photoIds } = await deliveredGallery(h, 3);
      await h.signInAdmin();
      const got = await h.admin.get(gallery.id);
      expect(got.photos.map((photo) => photo.id)).toEqual(photoIds);
      expect(got.photos[0]).toMatchObject({ fileName: 'DSC_1000.jpg', size: 4, sha256: sha(1), renditions: 'ready', consent: 'undecided' });
      expect(got.gallery.storageBytes).toBe(12);
      expect(await h.admin.registerPhoto(gallery.id, photoIds[0]!)).toMatchObject({ id: photoIds[0] });
      const copyId = uniqueId('photo');
      await h.uploadOriginal(gallery.id, copyId, new Uint8Array([0, 1, 2, 3]), { fileName: 'DSC_1000.jpg', sha256: sha(1) });
      await expect(h.admin.registerPhoto(gallery.id, copyId)).rejects.toMatchObject({ code: 'gallery/photo-duplicate' });
      await expect(h.admin.registerPhoto(gallery.id, uniqueId('photo'))).rejects.toMatchObject({ code: 'gallery/photo-not-found' });
    });

    it('reorder takes every photo once; hide, section and cover act on its photos only', async () => {
      const h = await setup();
      const { gallery, photoIds } = await deliveredGallery(h, 3);
      await h.signInAdmin();
      const [a, b, c] = photoIds as [string, string, string];
      await h.admin.reorder(gallery.id, [c, a, b]);
      expect((await h.admin.get(gallery.id)).photos.map((photo) => photo.id)).toEqual([c, a, b]);
      await expect(h.admin.reorder(gallery.id, [c, a])).rejects.toMatchObject({ code: 'gallery/order-stale' });
      await h.admin.setSections(gallery.id, [{ id: 'sekceObrad', title: 'Obřad' }]);
      await h.admin.setSection(gallery.id, [a], 'sekceObrad');
      await expect(h.admin.setSection(gallery.id, [a], 'sekceJina')).rejects.toMatchObject({ code: 'gallery/section-not-found' });
      await h.admin.setHidden(gallery.id, [b], true);
      expect(await h.admin.setCover(gallery.id, c)).toMatchObject({ coverPhotoId: c });
      await expect(h.admin.setCover(gallery.id, 'photoForeign1')).rejects.toMatchObject({ code: 'gallery/photo-not-found' });
      const photos = (await h.admin.get(gallery.id)).photos;
      expect(photos.find((photo) => photo.id === a)).toMatchObject({ sectionId: 'sekceObrad' });
      expect(photos.find((photo) => photo.id === b)).toMatchObject({ hidden: true });
      await h.admin.setSections(gallery.id, []);
      expect((await h.admin.get(gallery.id)).photos.find((photo) => photo.id === a)).toMatchObject({ sectionId: null });
      await h.admin.removePhoto(gallery.id, c);
      expect((await h.admin.get(gallery.id)).gallery).toMatchObject({ coverPhotoId: null, storageBytes: 8 });
    });

    it('guest PIN: format checked, answered once in clear; rotating gives a new link and keeps the PIN', async () => {
      const h = await setup();
      const { gallery } = await deliveredGallery(h, 1);
      await h.signInAdmin();
      await expect(h.admin.rotateGuestLink(gallery.id)).rejects.toMatchObject({ code: 'gallery/not-found' });
      await expect(h.admin.setGuestPin(gallery.id, '12345')).rejects.toMatchObject({ code: 'gallery/pin-format' });
      const access = await h.admin.setGuestPin(gallery.id, '４８２ ９１３');
      expect(access.pin).toBe('482913');
      expect(JSON.stringify(await h.admin.get(gallery.id))).not.toContain('482913');
      const rotated = await h.admin.rotateGuestLink(gallery.id);
      expect(rotated.linkId).not.toBe(access.linkId);
      expect(rotated.pin).toBeUndefined();
      await expect(h.viewer.guestEntry(access.linkId)).rejects.toMatchObject({ code: 'gallery/not-found' });
      await expect(h.viewer.openAsGuest(rotated.linkId, '482913')).resolves.toMatchObject({ galleryId: gallery.id });
    });

    it('extends the expiry (not before the day photographed) and reports the storage used', async () => {
      const h = await setup();
      const { gallery } = await deliveredGallery(h, 2);
      await h.signInAdmin();
      expect(await h.admin.extendExpiry(gallery.id, '2028-06-30')).toMatchObject({ expiresOn: '2028-06-30' });
      await expect(h.admin.extendExpiry(gallery.id, '2027-01-01')).rejects.toMatchObject({ code: 'gallery/expiry-before-event' });
      expect(await h.admin.storageUsed(gallery.id)).toMatchObject({ originalsBytes: 8, totalBytes: 8, files: 2 });
    });

    it('asks for renditions only of a photo of the gallery', async () => {
      const h = await setup();
      const { gallery } = await deliveredGallery(h, 1);
      await h.signInAdmin();
      await expect(h.admin.makeRenditions(gallery.id, uniqueId('photo'))).rejects.toMatchObject({ code: 'gallery/photo-not-found' });
    });
  });
}
