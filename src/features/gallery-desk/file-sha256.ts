/**
 * A file's hex SHA-256 with Web Crypto: `File.arrayBuffer()` reads and `crypto.subtle.digest` hashes off the main
 * thread (browsers run WebCrypto's digest on a worker thread and resolve a promise), so a 40 MB photo does not freeze
 * the page and no hashing library ships in the desk's chunk. The cost is the file's bytes in memory while it is hashed
 * (the queue hashes at most UPLOAD_CONCURRENCY files at once, each ≤ 200 MB by storage.rules).
 */
export async function sha256OfFile(file: Blob): Promise<string> {
  // A view in this realm: jsdom's Blob hands out an ArrayBuffer that Node's WebCrypto does not take as its own.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
