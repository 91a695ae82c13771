/**
 * Prepared downloads of a gallery: one ZIP file ("part") built in the bucket from originals already there, so a
 * couple downloads hundreds of photographs in a few files straight from Storage. Which photos go into which part (at
 * most 4 GB each) and under which unique entry names is the gallery domain's rule; this port takes the list as given.
 *
 * Contract (tests/contracts/gallery-archive.contract.ts, run by the in-memory fake and by the firebase-admin adapter
 * against the Storage emulator):
 * - `buildPart` writes `galleries/{galleryId}/zips/{jobId}/part-{n}.zip` (overwriting an earlier attempt) holding the
 *   entries in the order given, each under its `entryName`, stored without compression (JPEGs are not recompressed),
 *   byte-identical to the object at its `objectPath`, with its CRC-32. Memory stays bounded whatever the part's size:
 *   originals are streamed one at a time into a resumable upload.
 * - `onProgress` is called as entries are finished (`entriesDone` rising to the total) and as bytes are written, the
 *   last call reporting every entry done and `bytesWritten` equal to the part's size.
 * - Resolves the part's path, size, entry count and a download URL whose token the adapter set; the URL serves the ZIP
 *   as an attachment with no sign-in.
 * - Rejects `storage/not-found` when an entry's object is missing (no part is left at the path then), `storage/unknown`
 *   for an entry list that is empty, repeats a name or names an entry with a folder (`/`, `\`) or `..`, and another
 *   `storage/*` code when the bucket fails.
 * - `removeParts` deletes every part of a job (their links then answer 404) and resolves also when there are none.
 */
export interface GalleryArchivePort {
  buildPart(request: ArchivePartRequest, onProgress?: (progress: ArchiveProgress) => void): Promise<ArchivePart>;
  removeParts(galleryId: string, jobId: string): Promise<void>;
}

export interface ArchiveEntry {
  /** The object to copy, e.g. `galleries/{galleryId}/originals/{photoId}`. */
  readonly objectPath: string;
  /** The file name inside the ZIP (the original's file name, made unique by the domain). */
  readonly entryName: string;
}

export interface ArchivePartRequest {
  readonly galleryId: string;
  readonly jobId: string;
  /** 1-based part number: `part-{n}.zip`. */
  readonly part: number;
  readonly entries: readonly ArchiveEntry[];
  /** The name a browser saves the file under (Content-Disposition), e.g. `Svatba Jana a Petr – 1.zip`. */
  readonly downloadName?: string;
}

export interface ArchiveProgress {
  readonly entriesDone: number;
  readonly entriesTotal: number;
  /** Bytes of the ZIP written so far. */
  readonly bytesWritten: number;
}

export interface ArchivePart {
  readonly path: string;
  readonly bytes: number;
  readonly entries: number;
  readonly url: string;
}
