import type { Photo } from './gallery';

/**
 * What makes an upload "already in the gallery": the same file name (NFC: macOS and Windows spell accents
 * differently), the same size and the same content hash. The upload queue skips such files before sending a byte,
 * and registering one is refused (`gallery/photo-duplicate`), so a re-selected folder sends only what is missing.
 */
export function uploadKey(file: Pick<Photo, 'fileName' | 'size' | 'sha256'>): string {
  return `${file.size}:${file.sha256.toLowerCase()}:${file.fileName.normalize('NFC')}`;
}

/** The files of a re-selected folder that the gallery does not hold yet, in the order given. */
export function missingUploads<T extends Pick<Photo, 'fileName' | 'size' | 'sha256'>>(
  files: readonly T[],
  inGallery: readonly Pick<Photo, 'fileName' | 'size' | 'sha256'>[],
): T[] {
  const present = new Set(inGallery.map(uploadKey));
  const queued = new Set<string>();
  return files.filter((file) => {
    const key = uploadKey(file);
    if (present.has(key) || queued.has(key)) return false;
    queued.add(key);
    return true;
  });
}

/** A hex SHA-256 as the browser computes it (lower case, 64 digits). */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}
