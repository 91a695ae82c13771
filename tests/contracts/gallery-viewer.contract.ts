import { describe, expect, it } from 'vitest';
import { SELECTION_COMMENT_MAX_LENGTH } from '../../domain/gallery/selection';
import type { DownloadJobView, GalleryViewer } from '../../ports/gallery-viewer-port';
import { readZip } from '../support/zip-reader';
import type { GalleryHarness } from './gallery-harness';
import { deliveredGallery, uniqueEmail } from './gallery-harness';

const SUMMER = new Date('2027-07-01T10:00:00Z');

/** The job once its build has finished: asked again until it is neither queued nor building (the test's timeout bounds it). */
async function settledJob(h: GalleryHarness, viewer: GalleryViewer, jobId: string): Promise<DownloadJobView> {
  for (;;) {
    const job = await h.viewer.downloadJob(viewer, jobId);
    if (job.status !== 'queued' && job.status !== 'building') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What every GalleryViewerPort adapter must do (ports/gallery-viewer-port.ts). */
export function galleryViewerContract(name: string, setup: () => Promise<GalleryHarness>) {
  describe(`GalleryViewerPort contract: ${name}`, () => {
    it('the couple sees their gallery (shown photos, in order, originals); another couple gets not-found', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery, photoIds } = await deliveredGallery(h, 3);
      await h.signInAdmin();
      await h.admin.setHidden(gallery.id, [photoIds[1]!], true);
      const view = await h.viewer.open({ as: 'couple', galleryId: gallery.id });
      expect(view).toMatchObject({ audience: 'couple', download: 'original', selection: { quota: 2, open: true, items: [] } });
      expect(view.photos.map((photo) => photo.id)).toEqual([photoIds[0], photoIds[2]]);
      expect(view.photos[0]!.download).toMatchObject({ fileName: 'DSC_1000.jpg' });
      expect((await h.viewer.myGalleries()).map((card) => [card.galleryId, card.state])).toEqual([[gallery.id, 'open']]);
      await h.signInCouple(uniqueEmail('cizi'));
      await expect(h.viewer.open({ as: 'couple', galleryId: gallery.id })).rejects.toMatchObject({ code: 'gallery/not-found' });
      expect(await h.viewer.myGalleries()).toEqual([]);
      await h.signOutCouple();
      await expect(h.viewer.open({ as: 'couple', galleryId: gallery.id })).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    });

    it('unpublished and archived are told to the couple; a draft is not theirs to see', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery } = await deliveredGallery(h, 1);
      await h.signInAdmin();
      await h.admin.unpublish(gallery.id);
      await expect(h.viewer.open({ as: 'couple', galleryId: gallery.id })).rejects.toMatchObject({ code: 'gallery/unpublished' });
      await h.admin.publish(gallery.id);
      await h.setNow(new Date('2028-01-01T10:00:00Z'));
      await expect(h.viewer.open({ as: 'couple', galleryId: gallery.id })).rejects.toMatchObject({ code: 'gallery/archived' });
      expect((await h.viewer.myGalleries())[0]).toMatchObject({ state: 'archived' });
    });

    it('a guest: link + PIN (typed any way) → a pass; web size; own favourites; wrong PIN refused, then limited', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery, photoIds } = await deliveredGallery(h, 2);
      await h.signInAdmin();
      const { linkId } = await h.admin.setGuestPin(gallery.id, '482913');
      expect(await h.viewer.guestEntry(linkId)).toEqual({ askContact: false });
      await expect(h.viewer.guestEntry('NoSuchLink01')).rejects.toMatchObject({ code: 'gallery/not-found' });
      await expect(h.viewer.openAsGuest(linkId, '482 91')).rejects.toMatchObject({ code: 'gallery/pin-format' });
      await expect(h.viewer.openAsGuest(linkId, '482914')).rejects.toMatchObject({ code: 'gallery/pin-wrong' });
      await expect(h.viewer.openAsGuest(linkId, '482913', { email: 'nebe' })).rejects.toMatchObject({ code: 'email/invalid' });
      const { pass } = await h.viewer.openAsGuest(linkId, '４８２-９１３', { name: 'Teta Věra' });
      const guest = { as: 'guest' as const, pass };
      const view = await h.viewer.open(guest);
      expect(view).toMatchObject({ audience: 'guest', download: 'web', favourites: [] });
      expect(view).not.toHaveProperty('selection');
      expect(await h.viewer.setFavourite(guest, photoIds[0]!, true)).toEqual([photoIds[0]]);
      expect((await h.viewer.open({ as: 'couple', galleryId: gallery.id })).favourites).toEqual([]);
      expect(await h.viewer.setFavourite(guest, photoIds[1]!, true)).toEqual([photoIds[0], photoIds[1]]);
      expect(await h.viewer.setFavourite(guest, photoIds[0]!, false)).toEqual([photoIds[1]]);
      await expect(h.viewer.changeSelection(guest, { kind: 'add', photoId: photoIds[0]! })).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.viewer.open({ as: 'guest', pass: `${pass}x` })).rejects.toMatchObject({ code: 'gallery/guest-pass-invalid' });
      let refused: unknown;
      for (let i = 0; i < 200 && !refused; i += 1) await h.viewer.openAsGuest(linkId, '000000').catch((error: { code?: string }) => error.code === 'gallery/pin-limited' && (refused = error));
      expect(refused).toMatchObject({ code: 'gallery/pin-limited' });
      await expect(h.viewer.openAsGuest(linkId, '482913')).rejects.toMatchObject({ code: 'gallery/pin-limited' });
    });

    it('a guest after the last day is turned away (expired); a rotated link ends their pass', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery } = await deliveredGallery(h, 1);
      await h.signInAdmin();
      const { linkId } = await h.admin.setGuestPin(gallery.id, '482913');
      const { pass } = await h.viewer.openAsGuest(linkId, '482913');
      await h.admin.rotateGuestLink(gallery.id);
      await expect(h.viewer.open({ as: 'guest', pass })).rejects.toMatchObject({ code: 'gallery/not-found' });
      const rotated = (await h.admin.get(gallery.id)).gallery.guestLink!.id;
      await h.setNow(new Date('2028-01-01T10:00:00Z'));
      await expect(h.viewer.openAsGuest(rotated, '482913')).rejects.toMatchObject({ code: 'gallery/expired' });
    });

    it('the selection: quota, comment length, submit locks it and mails the photographer, who reads it with file names', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery, photoIds } = await deliveredGallery(h, 3);
      const couple = { as: 'couple' as const, galleryId: gallery.id };
      await h.viewer.changeSelection(couple, { kind: 'add', photoId: photoIds[0]!, comment: 'Na obálku' });
      await h.viewer.changeSelection(couple, { kind: 'add', photoId: photoIds[2]! });
      await expect(h.viewer.changeSelection(couple, { kind: 'add', photoId: photoIds[1]! })).rejects.toMatchObject({ code: 'gallery/selection-quota' });
      await expect(h.viewer.changeSelection(couple, { kind: 'comment', photoId: photoIds[2]!, comment: 'x'.repeat(SELECTION_COMMENT_MAX_LENGTH + 1) })).rejects.toMatchObject({ code: 'field/too-long' });
      const sent = await h.viewer.submitSelection(couple);
      expect(sent).toMatchObject({ open: false, items: [{ photoId: photoIds[0], comment: 'Na obálku' }, { photoId: photoIds[2], comment: '' }] });
      await expect(h.viewer.changeSelection(couple, { kind: 'remove', photoId: photoIds[0]! })).rejects.toMatchObject({ code: 'gallery/selection-submitted' });
      const mail = (await h.mails()).find((m) => m.id === `gallery-${gallery.id}-selection`);
      expect(mail?.message.text).toContain('DSC_1000, DSC_1002');
      await h.signInAdmin();
      expect(await h.admin.selection(gallery.id)).toMatchObject({
        items: [{ fileName: 'DSC_1000.jpg', comment: 'Na obálku' }, { fileName: 'DSC_1002.jpg' }],
        lightroom: { text: 'DSC_1000, DSC_1002', inexact: [] },
      });
    });

    it('portfolio consent: the gallery and a photo of its own; the desk shows the effective one', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery, photoIds } = await deliveredGallery(h, 2);
      const couple = { as: 'couple' as const, galleryId: gallery.id };
      await h.viewer.setPortfolio(couple, { gallery: 'allowed' });
      expect(await h.viewer.setPortfolio(couple, { photoId: photoIds[1]!, choice: 'refused' })).toEqual({ gallery: 'allowed', photos: { [photoIds[1]!]: 'refused' } });
      await h.signInAdmin();
      expect((await h.admin.get(gallery.id)).photos.map((photo) => photo.consent)).toEqual(['allowed', 'refused']);
    });

    it('downloads: per right, the viewer\'s own job only, parts per partitionZip', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery, photoIds } = await deliveredGallery(h, 3, { rights: { couple: 'original', guests: 'none' } });
      const couple = { as: 'couple' as const, galleryId: gallery.id };
      const job = await h.viewer.requestDownload(couple, 'all');
      expect(job).toMatchObject({ status: 'queued', size: 'original', scope: 'all', parts: [{ n: 1, photoCount: 3 }] });
      expect((await h.viewer.downloadJob(couple, job.id)).id).toBe(job.id);
      await h.signInAdmin();
      const { linkId } = await h.admin.setGuestPin(gallery.id, '482913');
      const { pass } = await h.viewer.openAsGuest(linkId, '482913');
      const guest = { as: 'guest' as const, pass };
      await expect(h.viewer.requestDownload(guest, 'all')).rejects.toMatchObject({ code: 'gallery/download-forbidden' });
      expect((await h.viewer.open(guest)).photos[0]!.download).toBeNull();
      await h.admin.update(gallery.id, { rights: { couple: 'original', guests: 'web' } });
      await h.viewer.setFavourite(guest, photoIds[1]!, true);
      expect(await h.viewer.requestDownload(guest, 'favourites')).toMatchObject({ size: 'web', parts: [{ photoCount: 1 }] });
      await expect(h.viewer.downloadJob(guest, job.id)).rejects.toMatchObject({ code: 'gallery/download-not-found' });
    });

    it('a download job becomes ready: its part is a ZIP of the originals in the gallery\'s order, served at its URL', async () => {
      const h = await setup();
      await h.setNow(SUMMER);
      const { gallery } = await deliveredGallery(h, 2, { rights: { couple: 'original', guests: 'none' } });
      const couple = { as: 'couple' as const, galleryId: gallery.id };
      const job = await h.viewer.requestDownload(couple, 'all');
      const ready = await settledJob(h, couple, job.id);
      expect(ready).toMatchObject({ status: 'ready', parts: [{ n: 1, photoCount: 2 }], expiresAt: '2027-07-08T10:00:00.000Z' });
      const zip = await h.download(ready.parts[0]!.url!);
      expect(zip).not.toBeNull();
      const entries = await readZip(Buffer.from(zip!));
      expect(entries.map((entry) => [entry.name, [...entry.data]])).toEqual([['DSC_1000.jpg', [0, 1, 2, 3]], ['DSC_1001.jpg', [1, 1, 2, 3]]]);
    });
  });
}
