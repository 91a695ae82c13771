import { DomainError } from '../../domain/errors';
import { normaliseGuestPin } from '../../domain/gallery/guest-pin';
import { sameDigest } from '../booking/email-token';

// HMAC-SHA256 with Web Crypto: the functions' Node and the in-memory fake's browser alike.

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/**
 * The stored digest of a guest PIN: HMAC with the functions' secret over the gallery and the normalised PIN. A leaked
 * database alone does not give the PINs away (a plain salted hash of six digits would fall to a million tries).
 */
export async function guestPinDigest(key: string, galleryId: string, pin: string): Promise<string> {
  const mac = await hmac(key, `gallery-pin:${galleryId}:${normaliseGuestPin(pin)}`);
  return `v1:${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Compares in constant time (sameDigest), so the answer's timing says nothing about how close a guess was. */
export async function guestPinMatches(key: string, galleryId: string, pin: string, digest: string): Promise<boolean> {
  return sameDigest(await guestPinDigest(key, galleryId, pin), digest);
}

/** What a guest's pass says, signed: which gallery through which link, the guest's random id, what they told us. */
export interface GuestClaims {
  galleryId: string;
  linkId: string;
  guestId: string;
  name?: string;
  email?: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** `payload.signature`, both base64url; the payload is the claims' JSON. No cookie: the guest's page keeps it. */
export async function signGuestPass(key: string, claims: GuestClaims): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  return `${payload}.${base64url(await hmac(key, payload))}`;
}

/** The claims of a pass this key signed and that has not expired; `gallery/guest-pass-invalid` for anything else. */
export async function verifyGuestPass(key: string, pass: unknown, now: Date): Promise<GuestClaims> {
  const invalid = () => new DomainError('gallery/guest-pass-invalid');
  if (typeof pass !== 'string' || pass.length > 4096) throw invalid();
  const [payload, signature, extra] = pass.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  if (!sameDigest(base64url(await hmac(key, payload)), signature)) throw invalid();
  let claims: GuestClaims;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as GuestClaims;
  } catch {
    throw invalid();
  }
  if (typeof claims.exp !== 'number' || claims.exp <= now.getTime()) throw invalid();
  if (typeof claims.galleryId !== 'string' || typeof claims.linkId !== 'string' || typeof claims.guestId !== 'string') throw invalid();
  return claims;
}
