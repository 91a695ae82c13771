import { DomainError } from '../../domain/errors';
import type { StoredFileInfo, UploadHandle, UploadProgress, UploadState } from '../../ports/file-storage-port';

/** What a simulated upload asks of its bucket between chunks. */
export interface UploadBucket {
  /** Waits before each chunk (the fake's network): a timer turn in tests, a visible delay in stories. */
  tick(): Promise<void>;
  /** Throws the failure injected for this upload, if any, before a chunk is sent. */
  checkFault(): void;
  /** Whether the connection drops during this chunk (then it is sent again). */
  dropsChunk(): boolean;
  /** Stores the complete file and describes it. */
  store(): StoredFileInfo;
}

/**
 * An upload in chunks, as the SDK's resumable upload behaves from outside: progress per confirmed chunk, a dropped chunk
 * sent again, pause between chunks, cancel at any time.
 */
export class InMemoryUpload implements UploadHandle {
  readonly done: Promise<StoredFileInfo>;
  private state: UploadState = 'running';
  private sent = 0;
  private wake: (() => void) | undefined;

  constructor(
    private readonly total: number,
    private readonly chunkBytes: number,
    private readonly bucket: UploadBucket,
    private readonly onProgress: ((progress: UploadProgress) => void) | undefined,
  ) {
    this.done = this.run();
    // The caller may look at `done` only later; a failure must not count as unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  progress(): UploadProgress {
    return { bytesSent: this.sent, totalBytes: this.total, state: this.state };
  }

  pause(): boolean {
    if (this.state !== 'running') return false;
    this.setState('paused');
    return true;
  }

  resume(): boolean {
    if (this.state !== 'paused') return false;
    this.setState('running');
    this.wakeUp();
    return true;
  }

  cancel(): boolean {
    if (this.state !== 'running' && this.state !== 'paused') return false;
    this.setState('canceled');
    this.wakeUp();
    return true;
  }

  private setState(state: UploadState): void {
    this.state = state;
    this.onProgress?.(this.progress());
  }

  private wakeUp(): void {
    this.wake?.();
    this.wake = undefined;
  }

  /** Resolves when the upload may send again (running) or must stop (cancelled). */
  private async proceed(): Promise<void> {
    while (this.state === 'paused') await new Promise<void>((resolve) => (this.wake = resolve));
    if (this.state === 'canceled') throw new DomainError('storage/canceled', 'Upload canceled');
  }

  private async run(): Promise<StoredFileInfo> {
    try {
      do {
        await this.bucket.tick();
        await this.proceed();
        this.bucket.checkFault();
        if (this.bucket.dropsChunk()) continue;
        this.sent = Math.min(this.total, this.sent + this.chunkBytes);
        this.onProgress?.(this.progress());
      } while (this.sent < this.total);
      await this.proceed();
      const stored = this.bucket.store();
      this.setState('success');
      return stored;
    } catch (error) {
      if (this.state !== 'canceled') this.setState('error');
      throw error;
    }
  }
}
