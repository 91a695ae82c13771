/** One file of a ZIP archive: its path inside the archive (forward slashes) and its bytes. */
export interface ZipEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * Packs files into one ZIP archive in memory (a month of documents is a few megabytes at most). Entries keep the
 * order and names given; names must be unique. The same entries give the same bytes (no clock in the archive).
 */
export interface ZipArchivePort {
  zip(entries: readonly ZipEntry[]): Promise<Uint8Array>;
}
