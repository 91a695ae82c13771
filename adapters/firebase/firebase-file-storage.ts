import { inject, injectable } from 'inversify';
import type { StorageReference } from 'firebase/storage';
import { DomainError } from '../../domain/errors';
import { byStoragePath, checkStoragePath } from '../../domain/files/storage-path';
import type { FileMetadata, FileStoragePort, StoredFileInfo, UploadHandle, UploadRequest } from '../../ports/file-storage-port';
import { storageError } from './firebase-errors';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';
import { FirebaseUpload, storedFileInfo } from './firebase-upload';

/** Metadata requests in flight at once while listing: a gallery holds hundreds of files. */
const LIST_CONCURRENCY = 8;

async function inBatches<T, R>(items: readonly T[], size: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(each))));
  return results;
}

/**
 * The bucket through the Firebase Storage SDK: resumable uploads (the SDK's UploadTask, retry limits set at start-up,
 * see firebase-startup.ts), reads, listings and deletes, each failure mapped to a storage/* code. storage.rules decide
 * who may do what; the Storage emulator serves all of it locally (scripts/dev/emulators/storage.ts).
 */
@injectable()
export class FirebaseFileStorage implements FileStoragePort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  private async open(path: string) {
    checkStoragePath(path);
    const [sdk, storage] = await Promise.all([import('firebase/storage'), this.startup.storage()]);
    return { sdk, ref: sdk.ref(storage, path) };
  }

  /** Runs one SDK call on `path`, mapping its failure. */
  private async call<T>(path: string, action: (opened: Awaited<ReturnType<FirebaseFileStorage['open']>>) => Promise<T>): Promise<T> {
    const opened = await this.open(path);
    try {
      return await action(opened);
    } catch (error) {
      throw storageError(error, path);
    }
  }

  async startUpload({ path, data, contentType, customMetadata, onProgress }: UploadRequest): Promise<UploadHandle> {
    const { sdk, ref } = await this.open(path);
    const task = sdk.uploadBytesResumable(ref, data, { contentType, ...(customMetadata ? { customMetadata: { ...customMetadata } } : {}) });
    return new FirebaseUpload(task, path, onProgress);
  }

  async upload(path: string, data: Blob | Uint8Array, contentType: string, customMetadata?: FileMetadata): Promise<string> {
    const upload = await this.startUpload({ path, data, contentType, ...(customMetadata ? { customMetadata } : {}) });
    await upload.done;
    return this.url(path);
  }

  url(path: string): Promise<string> {
    return this.call(path, ({ sdk, ref }) => sdk.getDownloadURL(ref));
  }

  read(path: string): Promise<Uint8Array> {
    return this.call(path, async ({ sdk, ref }) => new Uint8Array(await sdk.getBytes(ref)));
  }

  info(path: string): Promise<StoredFileInfo> {
    return this.call(path, async ({ sdk, ref }) => storedFileInfo(await sdk.getMetadata(ref)));
  }

  /** The SDK lists one folder level without sizes: walk the subfolders, then ask each file's metadata. */
  list(prefix: string): Promise<StoredFileInfo[]> {
    return this.call(prefix, async ({ sdk, ref }) => {
      const files: StorageReference[] = [];
      const walk = async (folder: StorageReference): Promise<void> => {
        const { items, prefixes } = await sdk.listAll(folder);
        files.push(...items);
        await Promise.all(prefixes.map(walk));
      };
      await walk(ref);
      const listed = await inBatches(files, LIST_CONCURRENCY, async (file) => storedFileInfo(await sdk.getMetadata(file)));
      return listed.sort(byStoragePath);
    });
  }

  async remove(path: string): Promise<void> {
    try {
      await this.call(path, ({ sdk, ref }) => sdk.deleteObject(ref));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'storage/not-found')) throw error;
    }
  }
}
