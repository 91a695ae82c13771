/**
 * Files the photographer uploads (e.g. contract PDFs for a booking). Thin by design: the emulator launcher starts no
 * Storage emulator, so the Firebase adapter stays a direct mapping and the contract is proven on the in-memory fake
 * (tests/contracts/file-storage.contract.ts).
 *
 * Contract: `upload` stores the bytes with their content type, overwriting whatever the path held, and resolves a
 * download URL that serves exactly those bytes; `url(path)` resolves a download URL for the file the path holds now
 * and rejects `content/not-found` for a path that holds none; `remove` deletes the file at that path only and
 * resolves also when there is none (idempotent). Callers pass `/`-separated paths without a leading slash or empty
 * segments; adapters may reject other paths.
 */
export interface FileStoragePort {
  upload(path: string, data: Blob | Uint8Array, contentType: string): Promise<string>;
  url(path: string): Promise<string>;
  remove(path: string): Promise<void>;
}
