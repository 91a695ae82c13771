/**
 * Files the photographer uploads (e.g. contract PDFs for a booking). Thin by design: there is no Storage emulator
 * offline, so the Firebase adapter stays a direct mapping and the contract is proven on the in-memory fake.
 *
 * Contract: `upload` overwrites an existing path and resolves its download URL; `url` of a missing path rejects
 * `content/not-found`; `remove` is idempotent; paths are `/`-separated without a leading slash.
 */
export interface FileStoragePort {
  upload(path: string, data: Blob | Uint8Array, contentType: string): Promise<string>;
  url(path: string): Promise<string>;
  remove(path: string): Promise<void>;
}
