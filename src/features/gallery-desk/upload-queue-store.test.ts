// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InMemoryFileStorage } from '../../../adapters/memory/in-memory-file-storage';
import { DomainError, type StorageErrorCode } from '../../../domain/errors';
import { galleryOriginalFile } from '../../../domain/gallery/gallery-storage';
import type { GalleryAdminPort } from '../../../ports/gallery-admin-port';
import { TOKENS } from '../../../ports/tokens';
import { jpegWithExif } from '../../../tests/support/exif-jpeg';
import { memoryServices, TEST_ADAPTER_OPTIONS } from '../../../tests/support/render-app';
import { sha256OfFile } from './file-sha256';
import { createUploadQueueStore, queueTotals, UPLOAD_CONCURRENCY, type UploadQueueStore } from './upload-queue-store';

// A PNG header of 1200 × 800 px: the renditions fake measures it, as the functions decode the image.
const IMAGE_HEAD = [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 176, 0, 0, 3, 32];

/** A photo file of `size` bytes (an image header, then content that depends on `seed`, so two seeds hash differently). */
const photo = (name: string, size: number, seed = name) =>
  new File([Uint8Array.from({ length: size }, (_, i) => IMAGE_HEAD[i] ?? (i * 7 + seed.charCodeAt(0) + seed.length) % 251)], name, { type: 'image/jpeg' });

/**
 * The queue over the desk's fakes: the in-memory file storage (tiny chunks, so uploads take many turns) shared by the
 * gallery fake, which registers what was uploaded. Photo ids are predictable, so a test can make one path fail.
 */
async function queueOnFakes(tick?: () => Promise<void>, wrap: (port: GalleryAdminPort) => GalleryAdminPort = (port) => port) {
  const services = memoryServices(TEST_ADAPTER_OPTIONS);
  const files = new InMemoryFileStorage({ chunkBytes: 4, ...(tick ? { tick } : {}) });
  services.rebind(TOKENS.FileStorage).toConstantValue(files);
  await services.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
  const galleries = wrap(services.get(TOKENS.GalleryAdmin));
  const gallery = await galleries.create({ title: 'Jana a Petr', eventDate: '2027-06-12' });
  let n = 0;
  const registered: string[] = [];
  const store = createUploadQueueStore({
    files,
    galleries,
    newId: () => `photoNo${(n += 1)}`,
    onRegistered: (id) => registered.push(id),
  });
  return { store, files, galleries, galleryId: gallery.id, registered };
}

/**
 * Makes the fake bucket fail the upload of the file named `fileName` (`times` uploads of it; every one when unset), by
 * the path its upload gets: photo ids are given in the order the hashes finish, which is not the order chosen.
 */
function failUploadOf(files: InMemoryFileStorage, fileName: string, code: StorageErrorCode, times?: number): void {
  const start = files.startUpload.bind(files);
  files.startUpload = (request) => {
    if (request.customMetadata?.fileName === fileName && (times === undefined || times-- > 0)) files.injectFault(request.path, { kind: 'error', code });
    return start(request);
  };
}

/** Resolves once the queue's state satisfies `done` (each change is an event: no polling of the clock). */
function until(store: UploadQueueStore, done: (state: ReturnType<UploadQueueStore['getState']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done(store.getState())) return resolve();
    const stop = store.subscribe((state) => {
      if (!done(state)) return;
      stop();
      resolve();
    });
  });
}

const settled = (store: UploadQueueStore) => until(store, (state) => state.items.length > 0 && !queueTotals(state).busy);
const statuses = (store: UploadQueueStore) => store.getState().items.map((item) => `${item.file.name}:${item.status}`);

describe('gallery upload queue', () => {
  it('uploads, registers and asks for renditions of each file, at most three at a time, with the hash in the metadata', async () => {
    // The bucket takes no chunk until three uploads run (or nothing else could start): hashing speed decides nothing.
    const made: { queue?: UploadQueueStore } = {};
    const running = (state: ReturnType<UploadQueueStore['getState']>) => state.items.filter((item) => item.status === 'uploading').length;
    const tick = () =>
      until(made.queue!, (state) => running(state) >= UPLOAD_CONCURRENCY || !state.items.some((item) => item.status === 'waiting' || item.status === 'hashing')).then(
        () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
      );
    const { store, files, galleries, galleryId, registered } = await queueOnFakes(tick);
    made.queue = store;
    let most = 0;
    store.subscribe((state) => (most = Math.max(most, state.items.filter((item) => item.status === 'uploading').length)));
    const chosen = ['DSC_0001.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg', 'DSC_0004.jpg', 'DSC_0005.jpg'].map((name) => photo(name, 40));
    await store.getState().add(galleryId, chosen);
    await settled(store);
    expect(statuses(store)).toEqual(chosen.map((file) => `${file.name}:done`));
    expect(most).toBe(UPLOAD_CONCURRENCY);
    const { photos } = await galleries.get(galleryId);
    expect(photos.map((p) => p.fileName).sort()).toEqual(chosen.map((file) => file.name));
    expect(photos.every((p) => p.renditions === 'ready')).toBe(true);
    const first = photos.find((p) => p.fileName === 'DSC_0001.jpg')!;
    const info = await files.info(galleryOriginalFile(galleryId, first.id));
    expect(info.customMetadata).toEqual({ fileName: 'DSC_0001.jpg', sha256: await sha256OfFile(chosen[0]!) });
    expect(registered).toHaveLength(5);
    expect(queueTotals(store.getState())).toMatchObject({ total: 200, sent: 200, done: 5, busy: false, secondsLeft: null });
  });

  it('skips what the gallery already holds (a re-selected folder after a reload) and a file chosen twice', async () => {
    const { store, files, galleries, galleryId } = await queueOnFakes();
    await store.getState().add(galleryId, [photo('DSC_0001.jpg', 40), photo('DSC_0002.jpg', 40)]);
    await settled(store);
    // After a reload: a fresh queue, the whole folder again, one file twice, and a same-named file with other content.
    let n = 100;
    const fresh = createUploadQueueStore({ files, galleries, newId: () => `photoNo${(n += 1)}` });
    const folder = [photo('DSC_0001.jpg', 40), photo('DSC_0002.jpg', 40), photo('DSC_0003.jpg', 40), photo('DSC_0003.jpg', 40), photo('DSC_0001.jpg', 40, 'jiný obsah')];
    await fresh.getState().add(galleryId, folder);
    await settled(fresh);
    expect(statuses(fresh)).toEqual(['DSC_0001.jpg:skipped', 'DSC_0002.jpg:skipped', 'DSC_0003.jpg:done', 'DSC_0003.jpg:skipped', 'DSC_0001.jpg:done']);
    expect((await galleries.get(galleryId)).photos).toHaveLength(4);
    expect(queueTotals(fresh.getState())).toMatchObject({ total: 80, sent: 80, skipped: 3 });
  });

  it('pauses every running upload and sends nothing more until resumed', async () => {
    const { store, files, galleryId } = await queueOnFakes();
    await store.getState().add(galleryId, [photo('DSC_0001.jpg', 400), photo('DSC_0002.jpg', 400), photo('DSC_0003.jpg', 400), photo('DSC_0004.jpg', 400)]);
    await until(store, (state) => state.items.filter((item) => item.bytesSent > 0).length === 3);
    store.getState().pause();
    const sent = queueTotals(store.getState()).sent;
    // Far more timer turns than the 100 chunks a 400-byte file takes: a running upload would have finished.
    for (let turn = 0; turn < 300; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queueTotals(store.getState())).toMatchObject({ sent, done: 0, secondsLeft: null });
    expect(statuses(store)).toEqual(['DSC_0001.jpg:uploading', 'DSC_0002.jpg:uploading', 'DSC_0003.jpg:uploading', 'DSC_0004.jpg:waiting']);
    expect(await files.list(`galleries/${galleryId}`)).toEqual([]);
    store.getState().resume();
    await settled(store);
    expect(queueTotals(store.getState())).toMatchObject({ done: 4, sent: 1600 });
  });

  it('a failed file fails alone with its storage code, and a retry sends it again', async () => {
    const { store, files, galleries, galleryId } = await queueOnFakes();
    failUploadOf(files, 'DSC_0002.jpg', 'storage/quota-exceeded', 1);
    await store.getState().add(galleryId, [photo('DSC_0001.jpg', 40), photo('DSC_0002.jpg', 40), photo('DSC_0003.jpg', 40)]);
    await settled(store);
    expect(statuses(store)).toEqual(['DSC_0001.jpg:done', 'DSC_0002.jpg:failed', 'DSC_0003.jpg:done']);
    expect(store.getState().items[1]!.error).toBe('storage/quota-exceeded');
    expect(queueTotals(store.getState())).toMatchObject({ failed: 1, busy: false });
    store.getState().retry(store.getState().items[1]!.id);
    await settled(store);
    expect(statuses(store)).toEqual(['DSC_0001.jpg:done', 'DSC_0002.jpg:done', 'DSC_0003.jpg:done']);
    expect((await galleries.get(galleryId)).photos.map((p) => p.fileName)).toEqual(['DSC_0001.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg']);
  });

  it('a file whose registration failed is only registered on retry, not sent again', async () => {
    let refusals = 1;
    // The memory profile's port is a lazy proxy that ignores an assigned method: the refusal wraps it instead.
    const refusingOnce = (port: GalleryAdminPort) =>
      new Proxy(port, {
        get: (target, key) =>
          key === 'registerPhoto'
            ? (gallery: string, photoId: string) => (refusals-- > 0 ? Promise.reject(new DomainError('network/unavailable')) : target.registerPhoto(gallery, photoId))
            : Reflect.get(target, key),
      });
    const { store, files, galleries, galleryId } = await queueOnFakes(undefined, refusingOnce);
    let uploads = 0;
    const start = files.startUpload.bind(files);
    files.startUpload = (request) => ((uploads += 1), start(request));
    await store.getState().add(galleryId, [photo('DSC_0001.jpg', 40)]);
    await settled(store);
    expect(store.getState().items[0]).toMatchObject({ status: 'failed', error: 'network/unavailable' });
    store.getState().retry(store.getState().items[0]!.id);
    await settled(store);
    expect(statuses(store)).toEqual(['DSC_0001.jpg:done']);
    expect(uploads).toBe(1);
    expect(await files.list(`galleries/${galleryId}/originals`)).toHaveLength(1);
    expect((await galleries.get(galleryId)).photos).toHaveLength(1);
  });

  it('stores the EXIF capture time with the original, so the gallery orders by it rather than by name', async () => {
    const { store, galleries, galleryId } = await queueOnFakes();
    const later = new File([jpegWithExif('2027:06:12 15:00:00', { offset: '+02:00' })], 'A_0001.jpg', { type: 'image/jpeg' });
    const earlier = new File([jpegWithExif('2027:06:12 11:30:00', { offset: '+02:00' })], 'B_0001.jpg', { type: 'image/jpeg' });
    await store.getState().add(galleryId, [later, earlier, photo('C_0001.jpg', 40)]);
    await settled(store);
    const { photos } = await galleries.get(galleryId);
    expect(photos.map((p) => [p.fileName, p.capturedAt])).toEqual([
      ['B_0001.jpg', '2027-06-12T11:30:00+02:00'],
      ['A_0001.jpg', '2027-06-12T15:00:00+02:00'],
      ['C_0001.jpg', null],
    ]);
  });

  it('forgets finished and skipped files on request and keeps the failed ones', async () => {
    const { store, files, galleryId } = await queueOnFakes();
    failUploadOf(files, 'DSC_0001.jpg', 'storage/unauthorized');
    await store.getState().add(galleryId, [photo('DSC_0001.jpg', 8), photo('DSC_0002.jpg', 8), photo('DSC_0002.jpg', 8)]);
    await settled(store);
    store.getState().clearFinished();
    expect(statuses(store)).toEqual(['DSC_0001.jpg:failed']);
  });
});
