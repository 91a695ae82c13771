import type { Booking, BookingContact } from './booking';

/**
 * The admin's text search over bookings: names or e-mail, case- and diacritics-insensitive, matching word
 * beginnings ("novak" finds "Nováková", "seznam" finds "jana@seznam.cz"). Every word of the search must begin some
 * word of the couple's names or e-mail.
 *
 * Firestore has no text search, so each booking stores its `searchTerms` — every prefix of every word, up to
 * SEARCH_TERM_MAX characters — and the database answers one `array-contains` on the search's longest word
 * (`primarySearchTerm`); `matchesSearch` then checks the rest. The in-memory adapter applies `matchesSearch` alone.
 */
export const SEARCH_TERM_MAX = 20;

/** Lower case, no diacritics, Czech collation rules for case. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs');
}

/** Folded words: runs of letters and digits (so an e-mail splits at `@`, `.`, `+`, `-` and `_`). */
export function searchWords(text: string): string[] {
  return foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function bookingWords(contact: Pick<BookingContact, 'coupleNames' | 'email'>): string[] {
  return [...searchWords(contact.coupleNames), ...searchWords(contact.email)];
}

/** What a booking stores for the database to search: every word prefix up to SEARCH_TERM_MAX, sorted, unique. */
export function bookingSearchTerms(contact: Pick<BookingContact, 'coupleNames' | 'email'>): string[] {
  const terms = new Set<string>();
  for (const word of bookingWords(contact)) {
    for (let length = 1; length <= Math.min(word.length, SEARCH_TERM_MAX); length += 1) terms.add(word.slice(0, length));
  }
  return [...terms].sort();
}

/** The term the database filters on: the search's longest word, cut to SEARCH_TERM_MAX; undefined for no search. */
export function primarySearchTerm(search: string): string | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, SEARCH_TERM_MAX);
}

/** Does the booking match the search? An empty search matches everything. */
export function matchesSearch(booking: Pick<Booking, 'contact'>, search: string): boolean {
  const wanted = searchWords(search);
  if (wanted.length === 0) return true;
  const words = bookingWords(booking.contact);
  return wanted.every((w) => words.some((word) => word.startsWith(w)));
}
