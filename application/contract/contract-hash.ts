/** SHA-256 (hex) of a contract's canonical text as UTF-8: what the couple accepted, checkable against the stored text. */
export async function contractTextSha256(canonicalText: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalText));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
