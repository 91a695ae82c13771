/**
 * The galleries' error codes: access, the guests' PIN, the couple's selection, the desk's checks, the originals.
 * Part of the one registry of error codes (domain/errors.ts), which every layer imports.
 */
export const galleryErrorCodes = [
  // galleries (issue 20): the access rule's refusals, the guests' PIN, the couple's selection, the desk's checks
  /** No gallery a caller may learn of: a wrong link, a draft, another couple's, or none at all. */
  'gallery/not-found',
  /** A guest after the gallery's last day: the link no longer opens it. */
  'gallery/expired',
  /** The couple after the gallery's last day: nothing is deleted, the photographer can extend it. */
  'gallery/archived',
  'gallery/unpublished',
  'gallery/pin-format',
  'gallery/pin-wrong',
  'gallery/pin-limited',
  /** A guest's pass (after the PIN) is forged, expired, or from a link since rotated: enter the PIN again. */
  'gallery/guest-pass-invalid',
  'gallery/rate-limited',
  'gallery/photo-not-found',
  /** An upload already in the gallery (same name, size and content hash). */
  'gallery/photo-duplicate',
  /** A reorder that does not name exactly the gallery's photos (it changed meanwhile). */
  'gallery/order-stale',
  'gallery/section-not-found',
  'gallery/expiry-before-event',
  'gallery/quota-invalid',
  'gallery/download-forbidden',
  'gallery/download-not-found',
  'gallery/selection-unavailable',
  /** The selection's deadline (the end of that day in Prague) has passed. */
  'gallery/selection-closed',
  /** The selection was sent to the photographer: it is locked. */
  'gallery/selection-submitted',
  'gallery/selection-quota',
  'gallery/selection-empty',
  // a gallery's media (ports/photo-renditions-port.ts): an original that is not an image the renditions can be made of
  /** The original is damaged (cut short, not an image) or in a format the server cannot decode (e.g. HEIC). */
  'gallery/original-unreadable',
] as const;
