import { injectable } from 'inversify';
import { DomainError, type StorageErrorCode } from '../../domain/errors';
import { byStoragePath, checkStoragePath } from '../../domain/files/storage-path';
import type { FileMetadata, FileStoragePort, StoredFileInfo, UploadHandle, UploadRequest } from '../../ports/file-storage-port';
import { InMemoryUpload } from './in-memory-upload';

interface StoredFile {
  data: Uint8Array;
  info: StoredFileInfo;
  version: number;
}

/** A failure to inject for one path: tests and stories play the bucket's bad days with it. */
export type InMemoryStorageFault =
  /** The next upload of the path loses one chunk to a dropped connection and sends it again. */
  | { kind: 'drop-connection' }
  /** The next `times` operations on the path (all of them when unset) fail with `code`. */
  | { kind: 'error'; code: StorageErrorCode; times?: number };

export interface InMemoryFileStorageOptions {
  /** Bytes per simulated chunk (the SDK's first resumable chunk is 256 KiB). */
  chunkBytes?: number;
  /** Wait between chunks: one timer turn by default; stories slow it down to show progress. */
  tick?: () => Promise<void>;
  now?: () => Date;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** File storage fake; download URLs are `memory://` URLs with a version, as a real download URL changes on upload. */
@injectable()
export class InMemoryFileStorage implements FileStoragePort {
  private readonly files = new Map<string, StoredFile>();
  private readonly faults = new Map<string, InMemoryStorageFault[]>();
  private version = 0;

  constructor(private readonly options: InMemoryFileStorageOptions = {}) {}

  /** Test and story hook: makes operations on `path` fail (see InMemoryStorageFault). */
  injectFault(path: string, fault: InMemoryStorageFault): void {
    this.faults.set(path, [...(this.faults.get(path) ?? []), fault]);
  }

  /** Throws the error fault pending for `path`, counting it down. */
  private checkFault(path: string): void {
    const fault = this.faults.get(path)?.find((f) => f.kind === 'error');
    if (fault?.kind !== 'error') return;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.removeFault(path, fault);
    }
    throw new DomainError(fault.code, `Injected failure on ${path}`);
  }

  private takeDrop(path: string): boolean {
    const drop = this.faults.get(path)?.find((f) => f.kind === 'drop-connection');
    if (drop) this.removeFault(path, drop);
    return Boolean(drop);
  }

  private removeFault(path: string, fault: InMemoryStorageFault): void {
    const left = (this.faults.get(path) ?? []).filter((f) => f !== fault);
    if (left.length) this.faults.set(path, left);
    else this.faults.delete(path);
  }

  async startUpload({ path, data, contentType, customMetadata = {}, onProgress }: UploadRequest): Promise<UploadHandle> {
    checkStoragePath(path);
    const bytes = data instanceof Uint8Array ? new Uint8Array(data) : new Uint8Array(await data.arrayBuffer());
    const bucket = {
      tick: this.options.tick ?? nextTurn,
      checkFault: () => this.checkFault(path),
      dropsChunk: () => this.takeDrop(path),
      store: () => this.store(path, bytes, contentType, customMetadata),
    };
    return new InMemoryUpload(bytes.length, this.options.chunkBytes ?? 256 * 1024, bucket, onProgress);
  }

  private store(path: string, data: Uint8Array, contentType: string, customMetadata: FileMetadata): StoredFileInfo {
    const info: StoredFileInfo = {
      path,
      name: path.slice(path.lastIndexOf('/') + 1),
      size: data.length,
      contentType,
      updated: (this.options.now?.() ?? new Date()).toISOString(),
      customMetadata: { ...customMetadata },
    };
    this.files.set(path, { data, info, version: (this.version += 1) });
    return info;
  }

  async upload(path: string, data: Blob | Uint8Array, contentType: string, customMetadata?: FileMetadata): Promise<string> {
    const upload = await this.startUpload({ path, data, contentType, ...(customMetadata ? { customMetadata } : {}) });
    await upload.done;
    return this.url(path);
  }

  /**
   * Stores `from`'s bytes at `to` as well, sharing them (stored bytes are never changed in place: reads copy them
   * out): the renditions fake writes a dozen files holding one original without a dozen copies of it in the tab.
   */
  async copy(from: string, to: string, contentType: string): Promise<string> {
    checkStoragePath(to);
    this.checkFault(to);
    this.store(to, this.file(from).data, contentType, {});
    return this.url(to);
  }

  private file(path: string): StoredFile {
    checkStoragePath(path);
    this.checkFault(path);
    const file = this.files.get(path);
    if (!file) throw new DomainError('storage/not-found', path);
    return file;
  }

  async url(path: string): Promise<string> {
    const file = this.file(path);
    return `memory://files/${path.split('/').map(encodeURIComponent).join('/')}?v=${file.version}`;
  }

  async read(path: string): Promise<Uint8Array> {
    return new Uint8Array(this.file(path).data);
  }

  async info(path: string): Promise<StoredFileInfo> {
    return this.file(path).info;
  }

  async list(prefix: string): Promise<StoredFileInfo[]> {
    checkStoragePath(prefix);
    this.checkFault(prefix);
    return [...this.files.values()]
      .map((file) => file.info)
      .filter((info) => info.path.startsWith(`${prefix}/`))
      .sort(byStoragePath);
  }

  async remove(path: string): Promise<void> {
    checkStoragePath(path);
    this.checkFault(path);
    this.files.delete(path);
  }

  /** Test hook: what was stored at `path`. */
  peek(path: string): { data: Uint8Array; contentType: string } | undefined {
    const file = this.files.get(path);
    return file ? { data: new Uint8Array(file.data), contentType: file.info.contentType } : undefined;
  }
}
