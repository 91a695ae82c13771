import type { RateRule } from '../booking/booking-policy';

/**
 * Galleries' rate counters, counted as the booking ones (RATE_WINDOW_MS, hashed keys). Every PIN attempt counts, right
 * or wrong, per link and per client: a link id is random, so its PIN is a second secret, and at these limits a million
 * PINs take years. A guest who entered it keeps a pass and does not type it again.
 */
export const GALLERY_LIMITS = {
  pinAttemptsPerLink: 100,
  pinAttemptsPerClient: 20,
  /** Viewing calls (listing, favourites, selection, consent) per viewer and per client. */
  callsPerViewer: 1200,
  callsPerClient: 3000,
  /** ZIP downloads prepared per viewer per hour: each one streams gigabytes. */
  downloadsPerViewer: 6,
} as const;

/**
 * How long a guest's pass works: an evening with the photos; then the PIN again. The name and e-mail a guest types
 * live only in that pass (nothing is stored on the server), so this is also how long they are kept: the privacy page
 * says so from this value.
 */
export const GUEST_PASS_HOURS = 12;

export const galleryRateRules = {
  pin: (linkId: string, client: string): RateRule[] => [
    { key: `gallery-pin-link:${linkId}`, limit: GALLERY_LIMITS.pinAttemptsPerLink, code: 'gallery/pin-limited' },
    { key: `gallery-pin-ip:${client}`, limit: GALLERY_LIMITS.pinAttemptsPerClient, code: 'gallery/pin-limited' },
  ],
  /** `viewer`: `couple:{galleryId}` or `guest:{guestId}` — no e-mail in a key. */
  view: (client: string, viewer?: string): RateRule[] => [
    { key: `gallery-ip:${client}`, limit: GALLERY_LIMITS.callsPerClient, code: 'gallery/rate-limited' },
    ...(viewer ? [{ key: `gallery-viewer:${viewer}`, limit: GALLERY_LIMITS.callsPerViewer, code: 'gallery/rate-limited' as const }] : []),
  ],
  download: (viewer: string): RateRule[] => [
    { key: `gallery-download:${viewer}`, limit: GALLERY_LIMITS.downloadsPerViewer, code: 'gallery/rate-limited' },
  ],
} as const;
