import { vi } from 'vitest';

/**
 * What the browser was handed to save: each Blob given to URL.createObjectURL (jsdom has none of its own). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function capturedDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:stazeni'), revokeObjectURL: () => undefined }));
  return blobs;
}
