import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { newGalleryEntityId } from '../../../application/gallery/gallery-ids';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import { galleryOriginalFile } from '../../../domain/gallery/gallery-storage';
import { uploadKey } from '../../../domain/gallery/upload-key';
import { addUploadSample, uploadSecondsLeft, type UploadSample } from '../../../domain/gallery/upload-progress';
import type { FileStoragePort, UploadHandle } from '../../../ports/file-storage-port';
import type { GalleryAdminPort } from '../../../ports/gallery-admin-port';
import { useService } from '../../shared/services/services-context';
import { captureTimeOfFile } from './file-capture-time';
import { sha256OfFile } from './file-sha256';
import { UPLOAD_QUEUE_STORE } from './upload-queue-store-token';

/** How many files go up at once: enough to fill a connection, few enough that one slow file does not hold the rest. */
export const UPLOAD_CONCURRENCY = 3;

export type UploadItemStatus = 'waiting' | 'hashing' | 'uploading' | 'registering' | 'done' | 'skipped' | 'failed';

export interface UploadItem {
  /** The queue's own id of this entry (a file chosen twice is two entries, the second skipped). */
  id: string;
  galleryId: string;
  file: File;
  status: UploadItemStatus;
  bytesSent: number;
  sha256: string | null;
  /** Why it failed: a storage code from the upload, or the desk's code from registering it. */
  error: ErrorCode | null;
  /** The photo registered (or the one it duplicates is unknown: null). */
  photoId: string | null;
  /** Registered, but the renditions could not be asked for: the sweep makes them later. */
  renditionsPending: boolean;
  /** All bytes are in the bucket: a retry after a failed registration only registers (nothing is sent twice). */
  uploaded: boolean;
}

export interface UploadQueueState {
  items: UploadItem[];
  paused: boolean;
  samples: UploadSample[];
  /** Adds files to the gallery's queue; those the gallery (or the queue) already holds are skipped before upload. */
  add(galleryId: string, files: readonly File[]): Promise<void>;
  pause(): void;
  resume(): void;
  /** Sends one failed file again; the others go on as they were. */
  retry(itemId: string): void;
  /** Forgets the finished and skipped files (the failed ones stay until retried). */
  clearFinished(): void;
}

export type UploadQueueStore = StoreApi<UploadQueueState>;

export interface UploadQueueDeps {
  files: FileStoragePort;
  galleries: GalleryAdminPort;
  /** Hex SHA-256 of a file's content (Web Crypto by default). */
  hash?: (file: File) => Promise<string>;
  newId?: () => string;
  now?: () => number;
  /** Called when a file was registered, so a screen can reload the grid. */
  onRegistered?: (galleryId: string) => void;
}

const ACTIVE: readonly UploadItemStatus[] = ['hashing', 'uploading', 'registering'];
const codeOf = (error: unknown): ErrorCode => (isDomainError(error) ? error.code : 'storage/unknown');

export function createUploadQueueStore(deps: UploadQueueDeps): UploadQueueStore {
  const hash = deps.hash ?? sha256OfFile;
  const newId = deps.newId ?? newGalleryEntityId;
  const now = deps.now ?? Date.now;
  const handles = new Map<string, UploadHandle>();
  /** Upload keys the gallery held when files were added, per gallery: the duplicates' reference. */
  const inGallery = new Map<string, Set<string>>();
  let counter = 0;

  const store = createStore<UploadQueueState>()((set, get) => {
    const patch = (id: string, change: Partial<UploadItem>) =>
      set((state) => ({ items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }));
    const item = (id: string) => get().items.find((candidate) => candidate.id === id);

    const sample = () => {
      const bytes = get().items.reduce((sum, entry) => sum + entry.bytesSent, 0);
      set((state) => ({ samples: addUploadSample(state.samples, { at: now(), bytes }) }));
    };

    /** Another entry for the same content that is ahead of this one (done, on its way, or hashed and waiting). */
    const queuedTwin = (entry: UploadItem, key: string) =>
      get().items.some(
        (other) => other.id !== entry.id && other.galleryId === entry.galleryId && other.status !== 'failed' &&
          other.status !== 'skipped' && other.sha256 !== null && uploadKey({ fileName: other.file.name, size: other.file.size, sha256: other.sha256 }) === key,
      );

    async function send(id: string): Promise<void> {
      const entry = item(id)!;
      try {
        if (entry.uploaded && entry.photoId) {
          patch(id, { status: 'registering', bytesSent: entry.file.size });
          await register(id, entry.galleryId, entry.photoId);
          return;
        }
        const sha256 = entry.sha256 ?? (await hash(entry.file));
        const key = uploadKey({ fileName: entry.file.name, size: entry.file.size, sha256 });
        if (inGallery.get(entry.galleryId)?.has(key) || queuedTwin(entry, key)) {
          patch(id, { status: 'skipped', sha256 });
          return;
        }
        const capturedAt = await captureTimeOfFile(entry.file).catch(() => null);
        const photoId = newId();
        patch(id, { status: 'uploading', sha256, photoId, bytesSent: 0 });
        const handle = await deps.files.startUpload({
          path: galleryOriginalFile(entry.galleryId, photoId),
          data: entry.file,
          contentType: entry.file.type || 'image/jpeg',
          customMetadata: { fileName: entry.file.name.normalize('NFC'), sha256, ...(capturedAt ? { capturedAt } : {}) },
          onProgress: (progress) => {
            patch(id, { bytesSent: progress.bytesSent });
            sample();
          },
        });
        handles.set(id, handle);
        // Paused while the upload was being started: it stops at its first chunk.
        if (get().paused) handle.pause();
        await handle.done;
        patch(id, { status: 'registering', bytesSent: entry.file.size, uploaded: true });
        await register(id, entry.galleryId, photoId);
      } catch (error) {
        patch(id, { status: 'failed', error: codeOf(error) });
      } finally {
        handles.delete(id);
        pump();
      }
    }

    async function register(id: string, galleryId: string, photoId: string): Promise<void> {
      try {
        await deps.galleries.registerPhoto(galleryId, photoId);
      } catch (error) {
        if (codeOf(error) !== 'gallery/photo-duplicate') throw error;
        // Another tab (or an earlier run) sent the same photo meanwhile: this copy is not kept.
        await deps.files.remove(galleryOriginalFile(galleryId, photoId)).catch(() => undefined);
        patch(id, { status: 'skipped', photoId: null });
        return;
      }
      deps.onRegistered?.(galleryId);
      const renditions = await deps.galleries.makeRenditions(galleryId, photoId).then(
        (state) => state !== 'ready',
        () => true,
      );
      patch(id, { status: 'done', renditionsPending: renditions });
    }

    function pump(): void {
      const { items, paused } = get();
      if (paused) return;
      let active = items.filter((entry) => ACTIVE.includes(entry.status)).length;
      for (const entry of items) {
        if (active >= UPLOAD_CONCURRENCY) break;
        if (entry.status !== 'waiting') continue;
        active += 1;
        patch(entry.id, { status: 'hashing', error: null });
        void send(entry.id);
      }
    }

    return {
      items: [],
      paused: false,
      samples: [],
      async add(galleryId, files) {
        const gallery = await deps.galleries.get(galleryId);
        inGallery.set(galleryId, new Set(gallery.photos.map(uploadKey)));
        const added = files.map((file): UploadItem => ({
          id: `u${(counter += 1)}`, galleryId, file, status: 'waiting', bytesSent: 0, sha256: null, error: null, photoId: null, renditionsPending: false, uploaded: false,
        }));
        set((state) => ({ items: [...state.items, ...added] }));
        pump();
      },
      pause() {
        if (get().paused) return;
        set({ paused: true, samples: [] });
        for (const handle of handles.values()) handle.pause();
      },
      resume() {
        if (!get().paused) return;
        set({ paused: false, samples: [] });
        for (const handle of handles.values()) handle.resume();
        pump();
      },
      retry(itemId) {
        if (item(itemId)?.status !== 'failed') return;
        const uploaded = item(itemId)!.uploaded;
        patch(itemId, { status: 'waiting', error: null, bytesSent: uploaded ? item(itemId)!.file.size : 0 });
        pump();
      },
      clearFinished() {
        set((state) => ({ items: state.items.filter((entry) => entry.status !== 'done' && entry.status !== 'skipped') }));
      },
    };
  });
  return store;
}

/** The queue's totals: what the screen's overall bar and "time left" show. */
export function queueTotals(state: Pick<UploadQueueState, 'items' | 'samples' | 'paused'>) {
  const counted = state.items.filter((entry) => entry.status !== 'skipped');
  const total = counted.reduce((sum, entry) => sum + entry.file.size, 0);
  const sent = counted.reduce((sum, entry) => sum + (entry.status === 'done' ? entry.file.size : entry.bytesSent), 0);
  const count = (status: UploadItemStatus) => state.items.filter((entry) => entry.status === status).length;
  const busy = state.items.some((entry) => entry.status === 'waiting' || ACTIVE.includes(entry.status));
  return {
    total,
    sent,
    done: count('done'),
    skipped: count('skipped'),
    failed: count('failed'),
    files: state.items.length,
    busy,
    secondsLeft: busy && !state.paused ? uploadSecondsLeft(state.samples, total - sent) : null,
  };
}

export { UPLOAD_QUEUE_STORE };

export function useUploadQueue<T>(selector: (state: UploadQueueState) => T): T {
  return useStore(useService(UPLOAD_QUEUE_STORE), selector);
}
