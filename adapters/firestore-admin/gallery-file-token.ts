import { createHmac } from 'node:crypto';

/**
 * The download token of one gallery file: HMAC of the server key over the gallery's token generation and the file's
 * path, shaped as the UUID Firebase Storage issues. The functions compute a URL's token without reading the object,
 * and the emulator seed tags its demo files with the same rule.
 */
export function galleryFileToken(key: string, epoch: string, path: string): string {
  const hex = createHmac('sha256', key).update(`gallery-file:${epoch}:${path}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
