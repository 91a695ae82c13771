import { DomainError } from '../errors';

/**
 * A path in the bucket as every FileStoragePort adapter accepts it: `/`-separated segments, none empty, none `..`, no
 * leading slash. The fake and the Firebase adapter refuse the same paths (the SDK itself would normalise some of them
 * into another file).
 */
export function isStoragePath(path: string): boolean {
  return path !== '' && path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Throws `storage/unknown` (a programming error, never a person's) for a path `isStoragePath` refuses. */
export function checkStoragePath(path: string): void {
  if (!isStoragePath(path)) throw new DomainError('storage/unknown', `Invalid storage path: ${JSON.stringify(path)}`);
}

/** The order listings come in: by path, code unit by code unit, as the bucket itself orders names. */
export function byStoragePath(a: { path: string }, b: { path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
