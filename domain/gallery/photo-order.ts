import { DomainError } from '../errors';
import type { Photo } from './gallery';

type Ordered = Pick<Photo, 'id' | 'fileName' | 'capturedAt' | 'order'>;

// Cameras number their files: IMG_2 comes before IMG_10, as in a file manager.
const names = new Intl.Collator('cs', { numeric: true, sensitivity: 'base' });

/** An EXIF time as a number to compare; a zone-less one is read as UTC, the same for every photo of one camera. */
function captureTime(capturedAt: string | null): number | null {
  if (capturedAt === null) return null;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/.test(capturedAt) ? capturedAt : `${capturedAt}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}

/**
 * The gallery's order. Photos the photographer placed by hand (`order` set) come first, by their position; the rest
 * — new uploads after a reorder, or every photo before one — follow by capture time, then by file name (photos without
 * a capture time after those with one), then by id so the order is total and every adapter agrees.
 */
export function comparePhotos(a: Ordered, b: Ordered): number {
  if (a.order !== null || b.order !== null) {
    if (a.order === null) return 1;
    if (b.order === null) return -1;
    if (a.order !== b.order) return a.order - b.order;
  }
  const [ta, tb] = [captureTime(a.capturedAt), captureTime(b.capturedAt)];
  if (ta !== tb) {
    if (ta === null) return 1;
    if (tb === null) return -1;
    return ta - tb;
  }
  return names.compare(a.fileName, b.fileName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortPhotos<T extends Ordered>(photos: readonly T[]): T[] {
  return [...photos].sort(comparePhotos);
}

/**
 * The photographer's new order: `photoIds` must name every photo of the gallery exactly once (hidden ones too), or
 * the gallery changed since her screen loaded it (`gallery/order-stale`). Answers each photo's manual position.
 */
export function manualOrder(photos: readonly Pick<Photo, 'id'>[], photoIds: readonly unknown[]): Map<string, number> {
  const known = new Set(photos.map((photo) => photo.id));
  const seen = new Set<string>();
  for (const id of photoIds) {
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) throw new DomainError('gallery/order-stale');
    seen.add(id);
  }
  if (seen.size !== known.size) throw new DomainError('gallery/order-stale');
  return new Map([...seen].map((id, position) => [id, position]));
}
