import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/errors';
import type { FileStoragePort } from '../../ports/file-storage-port';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'storage/object-not-found';

/**
 * Thin on purpose: there is no Storage emulator offline, so the port's contract is proven on the in-memory fake
 * and this class stays a direct mapping onto the SDK (storage.rules guards the bucket).
 */
@injectable()
export class FirebaseFileStorage implements FileStoragePort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  private async open(path: string) {
    const [sdk, { storage }] = await Promise.all([import('firebase/storage'), this.startup.services()]);
    return { sdk, ref: sdk.ref(storage, path) };
  }

  async upload(path: string, data: Blob | Uint8Array, contentType: string): Promise<string> {
    const { sdk, ref } = await this.open(path);
    await sdk.uploadBytes(ref, data, { contentType });
    return sdk.getDownloadURL(ref);
  }

  async url(path: string): Promise<string> {
    const { sdk, ref } = await this.open(path);
    try {
      return await sdk.getDownloadURL(ref);
    } catch (error) {
      if (isNotFound(error)) throw new DomainError('content/not-found', path);
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    const { sdk, ref } = await this.open(path);
    await sdk.deleteObject(ref).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
  }
}
