import type { InMemoryFileStorage } from './in-memory-file-storage';

/**
 * What a fake's download URL serves: the memory:// URL of a file's current version (in-memory-file-storage.ts), or
 * null for another version or no file — as a token URL answers 404 or 403. For tests that follow a URL to its bytes.
 */
export async function readMemoryUrl(storage: InMemoryFileStorage, url: string): Promise<{ data: Buffer; contentType: string } | null> {
  const parsed = new URL(url);
  const path = decodeURIComponent(`${parsed.host}${parsed.pathname}`.replace(/^files\//, ''));
  const file = storage.peek(path);
  if (!file || url !== (await storage.url(path))) return null;
  return { data: Buffer.from(file.data), contentType: file.contentType };
}
