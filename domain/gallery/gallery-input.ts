import { addYears, isIsoDate } from '../booking/calendar';
import { invalidInput, type ErrorCode } from '../errors';
import { DOWNLOAD_RIGHTS, isGalleryEntityId, type DownloadRight, type Gallery, type GallerySection, type SelectionSettings } from './gallery';
import { SELECTION_QUOTA_MAX } from './selection';

export const GALLERY_TITLE_MAX_LENGTH = 120;
export const SECTION_TITLE_MAX_LENGTH = 60;
export const GALLERY_SECTIONS_MAX = 20;
/** A new gallery is open this long after the day photographed unless the desk says otherwise. */
export const DEFAULT_GALLERY_LIFETIME_YEARS = 1;

/** What the desk edits (ports/gallery-admin-port.ts); the rest (state, link, cover, sections) has its own calls. */
export interface GalleryInput {
  bookingId: string | null;
  title: string;
  eventDate: string;
  expiresOn: string;
  rights: { couple: DownloadRight; guests: DownloadRight };
  selection: SelectionSettings | null;
  askGuestContact: boolean;
}

type Field = 'bookingId' | 'title' | 'eventDate' | 'expiresOn' | 'rights' | 'selection' | 'askGuestContact';

const isRight = (value: unknown): value is DownloadRight => (DOWNLOAD_RIGHTS as readonly unknown[]).includes(value);

function selectionError(value: unknown): ErrorCode | undefined {
  if (value === null) return undefined;
  const { quota, deadline } = (value ?? {}) as { quota?: unknown; deadline?: unknown };
  if (typeof quota !== 'number' || !Number.isInteger(quota) || quota < 1 || quota > SELECTION_QUOTA_MAX) return 'gallery/quota-invalid';
  return isIsoDate(deadline) ? undefined : 'date/invalid';
}

/**
 * The desk's gallery fields as sent (untrusted) → a clean input, or one invalid-input error naming each bad field.
 * `base` is the stored gallery for an update (the patch's missing fields keep its values); a new gallery without an
 * expiry gets DEFAULT_GALLERY_LIFETIME_YEARS after its day. The last day may not come before the day photographed.
 */
export function readGalleryInput(patch: Readonly<Record<string, unknown>>, base?: GalleryInput): GalleryInput {
  const value = (field: Field) => (field in patch ? patch[field] : base?.[field]);
  const errors: Partial<Record<Field, ErrorCode>> = {};
  const title = typeof value('title') === 'string' ? (value('title') as string).trim() : '';
  if (title === '') errors.title = 'field/required';
  else if (title.length > GALLERY_TITLE_MAX_LENGTH) errors.title = 'field/too-long';
  const eventDate = value('eventDate');
  if (!isIsoDate(eventDate)) errors.eventDate = eventDate === undefined || eventDate === '' ? 'field/required' : 'date/invalid';
  const expiresOn = value('expiresOn') ?? (isIsoDate(eventDate) ? addYears(eventDate, DEFAULT_GALLERY_LIFETIME_YEARS) : undefined);
  if (!isIsoDate(expiresOn)) errors.expiresOn = 'date/invalid';
  else if (isIsoDate(eventDate) && expiresOn < eventDate) errors.expiresOn = 'gallery/expiry-before-event';
  const bookingId = value('bookingId') ?? null;
  if (bookingId !== null && (typeof bookingId !== 'string' || bookingId.trim() === '' || bookingId.length > 128)) errors.bookingId = 'id/invalid';
  const rights = (value('rights') ?? { couple: 'original', guests: 'web' }) as { couple?: unknown; guests?: unknown };
  if (typeof rights !== 'object' || !isRight(rights.couple) || !isRight(rights.guests)) errors.rights = 'field/required';
  const selection = value('selection') ?? null;
  const selectionCode = selectionError(selection);
  if (selectionCode) errors.selection = selectionCode;
  const askGuestContact = value('askGuestContact') ?? false;
  if (typeof askGuestContact !== 'boolean') errors.askGuestContact = 'field/required';
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const chosen = selection as SelectionSettings | null;
  return {
    bookingId: bookingId as string | null,
    title,
    eventDate: eventDate as string,
    expiresOn: expiresOn as string,
    rights: { couple: rights.couple as DownloadRight, guests: rights.guests as DownloadRight },
    selection: chosen ? { quota: chosen.quota, deadline: chosen.deadline } : null,
    askGuestContact: askGuestContact as boolean,
  };
}

export function galleryInputOf(gallery: Gallery): GalleryInput {
  const { bookingId, title, eventDate, expiresOn, rights, selection, askGuestContact } = gallery;
  return { bookingId, title, eventDate, expiresOn, rights, selection, askGuestContact };
}

/**
 * The gallery's sections as the desk sends the whole list (new ones with a fresh id from the caller, renamed ones
 * with their id): titles required and short, ids valid and unique, at most GALLERY_SECTIONS_MAX.
 */
export function readSections(value: unknown): GallerySection[] {
  if (!Array.isArray(value) || value.length > GALLERY_SECTIONS_MAX) throw invalidInput({ sections: 'field/too-long' });
  const seen = new Set<string>();
  return value.map((raw: unknown) => {
    const { id, title } = (raw ?? {}) as { id?: unknown; title?: unknown };
    if (!isGalleryEntityId(id) || seen.has(id)) throw invalidInput({ sections: 'id/invalid' });
    seen.add(id);
    const text = typeof title === 'string' ? title.trim() : '';
    if (text === '') throw invalidInput({ sections: 'field/required' });
    if (text.length > SECTION_TITLE_MAX_LENGTH) throw invalidInput({ sections: 'field/too-long' });
    return { id, title: text };
  });
}
