import { pragueDate } from '../booking/calendar';
import { DomainError, invalidInput } from '../errors';
import type { Gallery, Photo, SelectionSettings } from './gallery';
import { isShown } from './gallery';

/** The longest comment the couple may add to a chosen photo ("tuhle prosím přes dvoustranu"). */
export const SELECTION_COMMENT_MAX_LENGTH = 500;
/** The largest quota the desk may set (an album of 1000 photos is already unusual). */
export const SELECTION_QUOTA_MAX = 1000;

export interface SelectionItem {
  photoId: string;
  /** Trimmed; empty when the couple wrote nothing. */
  comment: string;
}

/** The couple's "Výběr do alba": the chosen photos in the order they were chosen, and whether it was sent. */
export interface Selection {
  items: SelectionItem[];
  /** ISO instant it was sent to the photographer; from then on it is locked. */
  submittedAt: string | null;
  updatedAt: string;
}

export type SelectionChange =
  | { kind: 'add'; photoId: string; comment?: unknown }
  | { kind: 'remove'; photoId: string }
  | { kind: 'comment'; photoId: string; comment: unknown };

export const emptySelection = (at: string): Selection => ({ items: [], submittedAt: null, updatedAt: at });

/** Whether the quota is reached: one more photo would be refused (`gallery/selection-quota`); the screens disable it. */
export function isSelectionFull(settings: Pick<SelectionSettings, 'quota'>, items: readonly unknown[]): boolean {
  return items.length >= settings.quota;
}

/** A comment as typed (untrusted) → trimmed, or a field error on `comment`. */
export function selectionComment(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalidInput({ comment: 'field/required' });
  const trimmed = value.trim();
  if (trimmed.length > SELECTION_COMMENT_MAX_LENGTH) throw invalidInput({ comment: 'field/too-long' });
  return trimmed;
}

/**
 * Whether the selection may still change: the gallery asks for one, it was not sent, and the deadline's day has not
 * ended in Prague (a deadline of 31 March closes at midnight Prague time, 22:00 UTC in summer and 23:00 in winter).
 * Throws the refusal; the access rule (archived, unpublished) is checked before this.
 */
export function requireSelectionOpen(gallery: Pick<Gallery, 'selection'>, selection: Selection | null, now: Date): void {
  if (!gallery.selection) throw new DomainError('gallery/selection-unavailable');
  if (selection?.submittedAt) throw new DomainError('gallery/selection-submitted');
  if (pragueDate(now) > gallery.selection.deadline) throw new DomainError('gallery/selection-closed');
}

/**
 * One change to the couple's selection. Only a photo they can see may be chosen; adding past the quota is
 * `gallery/selection-quota`; adding a chosen photo again just updates its comment; removing one not chosen changes
 * nothing. Answers the new selection.
 */
export function changeSelection(
  gallery: Pick<Gallery, 'selection'>,
  photos: readonly Pick<Photo, 'id' | 'hidden' | 'renditions'>[],
  current: Selection | null,
  change: SelectionChange,
  now: Date,
): Selection {
  requireSelectionOpen(gallery, current, now);
  const at = now.toISOString();
  const items = [...(current ?? emptySelection(at)).items];
  const index = items.findIndex((item) => item.photoId === change.photoId);
  if (change.kind === 'remove') return { items: items.filter((_, i) => i !== index), submittedAt: null, updatedAt: at };
  const photo = photos.find((candidate) => candidate.id === change.photoId);
  if (!photo || !isShown(photo)) throw new DomainError('gallery/photo-not-found');
  const comment = selectionComment(change.comment);
  if (index >= 0) {
    items[index] = { photoId: change.photoId, comment };
  } else {
    if (change.kind === 'comment') throw new DomainError('gallery/photo-not-found');
    if (isSelectionFull(gallery.selection!, items)) throw new DomainError('gallery/selection-quota');
    items.push({ photoId: change.photoId, comment });
  }
  return { items, submittedAt: null, updatedAt: at };
}

/**
 * Sends the selection: open, not empty, and only photos still shown (one hidden since is dropped first, so the
 * photographer never gets a photo the couple no longer sees). Locks it.
 */
export function submitSelection(
  gallery: Pick<Gallery, 'selection'>,
  photos: readonly Pick<Photo, 'id' | 'hidden' | 'renditions'>[],
  current: Selection | null,
  now: Date,
): Selection {
  requireSelectionOpen(gallery, current, now);
  const shown = new Set(photos.filter(isShown).map((photo) => photo.id));
  const items = (current?.items ?? []).filter((item) => shown.has(item.photoId));
  if (items.length === 0) throw new DomainError('gallery/selection-empty');
  const at = now.toISOString();
  return { items, submittedAt: at, updatedAt: at };
}
