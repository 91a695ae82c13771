/**
 * Files in the bucket: contract PDFs of a booking, and a gallery's photographs uploaded by the photographer. Built for
 * the gallery's upload queue (hundreds of files, a few at a time): each upload reports progress, can be paused,
 * resumed and cancelled, and fails alone; a stored file carries its size and custom metadata (a content hash), so a
 * file already in the gallery is recognised by name, size and hash and skipped.
 *
 * Paths are `/`-separated, without a leading slash or empty or `..` segments; adapters reject others. Every failure
 * rejects a DomainError with one of the storage codes (domain/errors.ts), each with a Czech message in src/texts:
 * `storage/not-found` (no file at the path), `storage/unauthorized` (the rules refuse, or not signed in),
 * `storage/quota-exceeded`, `storage/retry-limit-exceeded` (no connection within the retry limits below),
 * `storage/canceled` (the upload was cancelled) and `storage/unknown` (anything else).
 *
 * Contract (tests/contracts/file-storage*.contract.ts, run by the in-memory fake and by the Firebase adapter against
 * the Storage emulator):
 * - `startUpload` resolves a handle at once; the upload then runs. `done` resolves the stored file when all bytes are
 *   in the bucket, overwriting what the path held, or rejects with the failure's code. Progress (`onProgress`, and
 *   `progress()`) counts bytes the bucket has confirmed; it never exceeds the total and ends at it. A connection lost
 *   mid-upload is retried within the upload retry limit, resuming where the bucket's confirmed bytes end: the stored
 *   file is byte-identical to the data given.
 * - `pause()` stops sending (an unfinished chunk is abandoned), `resume()` continues from what the bucket confirmed,
 *   `cancel()` stops for good and `done` rejects `storage/canceled`. Each returns whether it changed anything (false
 *   once the upload has ended, or pausing what is paused).
 * - `upload` is `startUpload` awaited to the end: it resolves a download URL.
 * - `url`, `read` and `info` serve the file the path holds now, or reject `storage/not-found`.
 * - `list(prefix)` lists every file under the folder `prefix` at any depth (not `prefix` itself, nor a sibling whose
 *   name merely begins the same), sorted by path, each with its size: enough to sum what a gallery stores.
 * - `remove` deletes the file at that path only and resolves also when there is none (idempotent).
 */
export interface FileStoragePort {
  startUpload(request: UploadRequest): Promise<UploadHandle>;
  upload(path: string, data: Blob | Uint8Array, contentType: string, customMetadata?: FileMetadata): Promise<string>;
  url(path: string): Promise<string>;
  read(path: string): Promise<Uint8Array>;
  info(path: string): Promise<StoredFileInfo>;
  list(prefix: string): Promise<StoredFileInfo[]>;
  remove(path: string): Promise<void>;
}

/** String pairs stored with a file (e.g. `sha256` of its content, the original file name). */
export type FileMetadata = Readonly<Record<string, string>>;

export interface UploadRequest {
  readonly path: string;
  readonly data: Blob | Uint8Array;
  readonly contentType: string;
  readonly customMetadata?: FileMetadata;
  /** Called on each change of the confirmed bytes or of the state (paused, running again). */
  readonly onProgress?: (progress: UploadProgress) => void;
}

export type UploadState = 'running' | 'paused' | 'success' | 'canceled' | 'error';

/** One upload's progress: per file in the queue, and summed (with the rate) for the whole queue and its time left. */
export interface UploadProgress {
  readonly bytesSent: number;
  readonly totalBytes: number;
  readonly state: UploadState;
}

/** A running upload. No `then`: an async function may return it without awaiting its end. */
export interface UploadHandle {
  pause(): boolean;
  resume(): boolean;
  cancel(): boolean;
  progress(): UploadProgress;
  readonly done: Promise<StoredFileInfo>;
}

export interface StoredFileInfo {
  readonly path: string;
  /** The last segment of the path. */
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
  /** When this version was stored (ISO 8601). */
  readonly updated: string;
  readonly customMetadata: FileMetadata;
}

/**
 * How long the Firebase SDK keeps retrying before it gives up with `storage/retry-limit-exceeded` (the seed's values,
 * set explicitly rather than left to the SDK's defaults): an operation (read, list, delete) 2 minutes, an upload 10.
 */
export const STORAGE_RETRY_LIMITS = { operationMs: 2 * 60_000, uploadMs: 10 * 60_000 } as const;
