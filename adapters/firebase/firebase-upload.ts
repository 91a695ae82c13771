import type { FullMetadata, UploadTask, UploadTaskSnapshot } from 'firebase/storage';
import type { StoredFileInfo, UploadHandle, UploadProgress } from '../../ports/file-storage-port';
import { storageError } from './firebase-errors';

/** The SDK's metadata as the port describes a file. */
export function storedFileInfo(metadata: FullMetadata): StoredFileInfo {
  return {
    path: metadata.fullPath,
    name: metadata.name,
    size: metadata.size,
    contentType: metadata.contentType ?? 'application/octet-stream',
    updated: metadata.updated,
    customMetadata: { ...metadata.customMetadata },
  };
}

const progressOf = (snapshot: UploadTaskSnapshot): UploadProgress => ({
  bytesSent: snapshot.bytesTransferred,
  totalBytes: snapshot.totalBytes,
  state: snapshot.state,
});

/** The SDK's resumable UploadTask behind the port's handle (the task's own retries resume a dropped chunk). */
export class FirebaseUpload implements UploadHandle {
  readonly done: Promise<StoredFileInfo>;
  private canceling = false;

  constructor(
    private readonly task: UploadTask,
    path: string,
    onProgress: ((progress: UploadProgress) => void) | undefined,
  ) {
    this.done = new Promise((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => {
          // cancel() of a paused task resumes it first (below): that short 'running' is not news.
          if (!this.canceling) onProgress?.(progressOf(snapshot));
        },
        (error) => {
          onProgress?.(this.progress());
          reject(storageError(error, path));
        },
        () => {
          onProgress?.(this.progress());
          resolve(storedFileInfo(task.snapshot.metadata));
        },
      );
    });
    // The caller may look at `done` only later; a failure must not count as unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  progress(): UploadProgress {
    return progressOf(this.task.snapshot);
  }

  pause(): boolean {
    return this.task.pause();
  }

  resume(): boolean {
    return this.task.resume();
  }

  /** The SDK cancels only a running task (firebase 12: a paused one answers false), so a paused one is resumed first. */
  cancel(): boolean {
    if (this.task.snapshot.state === 'paused') {
      this.canceling = true;
      this.task.resume();
    }
    const canceled = this.task.cancel();
    this.canceling = canceled;
    return canceled;
  }
}
