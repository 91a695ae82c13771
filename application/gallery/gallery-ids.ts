/**
 * Fresh random ids for galleries, photos, sections, guest links, guests and download jobs (Web Crypto: the functions'
 * Node and the browser alike): 20 characters of [A-Za-z0-9], ~119 bits, so no id is guessed (domain isGalleryEntityId).
 */
export function newGalleryEntityId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  while (id.length < 20) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(24))) {
      // 248 is the largest multiple of 62 below 256: bytes above it are dropped, so no letter is likelier.
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62];
    }
  }
  return id;
}
