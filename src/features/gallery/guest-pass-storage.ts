import type { GuestPass } from '../../../ports/gallery-viewer-port';

// Kept for the tab's life only: no cookie (Instagram's and Facebook's in-app browsers drop or isolate them), nothing
// left behind on a borrowed phone once the tab is closed. Where sessionStorage throws (some private modes), the pass
// lives in memory and a reload asks for the PIN again.
const memory = new Map<string, string>();
const key = (linkId: string) => `galerie-pristup:${linkId}`;

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const session = window.sessionStorage;
    session.getItem('probe');
    return session;
  } catch {
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
}

/** The guest's pass for this link, unless it has run out (the server would refuse it anyway: this spares a call). */
export function readGuestPass(linkId: string, now = new Date()): GuestPass | null {
  try {
    const raw = storage().getItem(key(linkId));
    if (!raw) return null;
    const pass = JSON.parse(raw) as Partial<GuestPass>;
    if (typeof pass.pass !== 'string' || typeof pass.galleryId !== 'string' || typeof pass.expiresAt !== 'string') return null;
    return Date.parse(pass.expiresAt) > now.getTime() ? (pass as GuestPass) : null;
  } catch {
    return null;
  }
}

export function keepGuestPass(linkId: string, pass: GuestPass): void {
  try {
    storage().setItem(key(linkId), JSON.stringify(pass));
  } catch {
    memory.set(key(linkId), JSON.stringify(pass));
  }
}

export function forgetGuestPass(linkId: string): void {
  storage().removeItem(key(linkId));
  memory.delete(key(linkId));
}
