import { injectable } from 'inversify';
import { DomainError } from '../../domain/errors';
import type { FileStoragePort } from '../../ports/file-storage-port';

interface StoredFile {
  data: Uint8Array;
  contentType: string;
  version: number;
}

/** File storage fake; download URLs are `memory://` URLs with a version, as a real download URL changes on upload. */
@injectable()
export class InMemoryFileStorage implements FileStoragePort {
  private readonly files = new Map<string, StoredFile>();
  private version = 0;

  private static checkPath(path: string): void {
    if (path === '' || path.startsWith('/') || path.split('/').some((part) => part === '' || part === '..')) {
      throw new DomainError('unknown', `Invalid storage path: ${path}`);
    }
  }

  async upload(path: string, data: Blob | Uint8Array, contentType: string): Promise<string> {
    InMemoryFileStorage.checkPath(path);
    const bytes = data instanceof Uint8Array ? new Uint8Array(data) : new Uint8Array(await data.arrayBuffer());
    this.files.set(path, { data: bytes, contentType, version: (this.version += 1) });
    return this.url(path);
  }

  async url(path: string): Promise<string> {
    const file = this.files.get(path);
    if (!file) throw new DomainError('content/not-found', path);
    return `memory://files/${path.split('/').map(encodeURIComponent).join('/')}?v=${file.version}`;
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }

  /** Test hook: what was stored at `path`. */
  read(path: string): { data: Uint8Array; contentType: string } | undefined {
    const file = this.files.get(path);
    return file ? { data: new Uint8Array(file.data), contentType: file.contentType } : undefined;
  }
}
