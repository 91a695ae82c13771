import { createHash } from 'node:crypto';
import type { StorageErrorCode } from '../../domain/errors';
import type { FileStoragePort } from '../../ports/file-storage-port';

// What the FileStoragePort contract suites (file-storage.contract.ts, file-storage-upload.contract.ts) ask of an adapter's test.

export interface StoredBytes {
  data: Uint8Array;
  contentType: string;
}

/** The failures a harness can make the bucket answer with (not-found and canceled happen by themselves). */
export type InjectedStorageCode = Extract<StorageErrorCode, 'storage/unauthorized' | 'storage/quota-exceeded' | 'storage/retry-limit-exceeded' | 'storage/unknown'>;

export interface FileStorageHarness {
  storage: FileStoragePort;
  /** What a download of `url` gives (the fake's record; a GET of the download URL on a real bucket). */
  download(url: string): Promise<StoredBytes>;
  /** From now on every operation on `path` (a file, or the folder a list names) fails as the bucket would with `code`. */
  fail(path: string, code: InjectedStorageCode): void;
  /** The next upload of `path` loses its connection in the middle of a chunk. */
  dropConnectionOnce(path: string): void;
}

/** Deterministic bytes that differ at every offset of a chunk (a repeated or skipped chunk changes the digest). */
export function someBytes(length: number, seed = 1): Uint8Array {
  const data = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) data[i] = (i * 31 + (i >> 8) * 7 + seed) & 255;
  return data;
}

/** Large byte arrays are compared by digest: Vitest's deep equality of megabytes takes many seconds. */
export const digest = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
