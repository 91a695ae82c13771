const ID_LENGTH = 24;
const CHUNK_LENGTH = 6;
// 36^6 fits below 2^32, so every 32-bit hash chunk maps onto exactly six base-36 characters.
const CHUNK_MODULUS = 36 ** CHUNK_LENGTH;

function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  // Final avalanche so that similar seeds ("faq:1", "faq:2") produce unrelated ids.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Derives a Strapi-5-documentId-shaped id (24 characters of [a-z0-9]) from a seed string.
 * Deterministic, so the fakes and the Strapi seed script agree on ids across runs.
 */
export function demoId(seed: string): string {
  let id = '';
  for (let chunk = 0; id.length < ID_LENGTH; chunk += 1) {
    id += (hash32(seed, chunk * 0x9e3779b9) % CHUNK_MODULUS).toString(36).padStart(CHUNK_LENGTH, '0');
  }
  return id.slice(0, ID_LENGTH);
}
