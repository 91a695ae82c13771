// Erasures a restore must not undo. An archive is a picture of its day; people erased since must stay erased when it
// is loaded again. What records an erasure (ports/wire/firestore-documents.ts; the names are checked against it by
// scripts/ops/backup/erasures.test.ts):
//   erasures/booking-{id}    { kind: 'booking', bookingId }       the booking, its mails, the date lock naming it
//   erasures/account-{id}    { kind: 'account', accountId, mailIds } the couple's Strapi account and those mails
//   variableSymbols/{symbol} { erased: true }                    the booking that had that symbol (erased before
//                                                                 erasures/ existed)
// Tombstones are read from the archive itself and from the target before anything is written (a restore over a live
// database with --force keeps what was erased there since). The calendar feed's token is a secret, not data: never
// backed up, never restored (a token rotated because it leaked must not come back; the next look makes a new one).
import type { Firestore } from 'firebase-admin/firestore';

export const ERASURES = 'erasures';
export const BOOKING_TOMBSTONE = 'booking-';
export const ACCOUNT_TOMBSTONE = 'account-';
export const VARIABLE_SYMBOLS = 'variableSymbols';
export const CALENDAR_FEED = 'settings/calendarFeed';

export interface Tombstones {
  bookings: Set<string>;
  accounts: Set<string>;
  mails: Set<string>;
  symbols: Set<string>;
}

/** A document as the archive holds it (the codec's JSON), or as read from the target. */
export interface ArchivedDocument {
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any stored document; the fields read are checked where they are read
  data: Record<string, any> | null;
}

export function noTombstones(): Tombstones {
  return { bookings: new Set(), accounts: new Set(), mails: new Set(), symbols: new Set() };
}

/** Adds the tombstones among these documents (`{ path, data }`, archive lines or target documents) to `into`. */
export function collectTombstones(into: Tombstones, documents: ArchivedDocument[]): Tombstones {
  for (const { path, data } of documents) {
    const [collection, id, ...below] = path.split('/');
    if (below.length || !data) continue;
    if (collection === ERASURES && data.kind === 'booking' && typeof data.bookingId === 'string') into.bookings.add(data.bookingId);
    if (collection === ERASURES && data.kind === 'account' && typeof data.accountId === 'string') {
      into.accounts.add(data.accountId);
      for (const mailId of Array.isArray(data.mailIds) ? data.mailIds : []) into.mails.add(String(mailId));
    }
    if (collection === VARIABLE_SYMBOLS && data.erased === true && id) into.symbols.add(id);
  }
  return into;
}

/** The target's tombstones, read before the restore writes anything. */
export async function targetTombstones(db: Firestore): Promise<Tombstones> {
  const [erasures, symbols] = await Promise.all([db.collection(ERASURES).get(), db.collection(VARIABLE_SYMBOLS).where('erased', '==', true).get()]);
  return collectTombstones(noTombstones(), [...erasures.docs, ...symbols.docs].map((doc) => ({ path: doc.ref.path, data: doc.data() })));
}

export function mergeTombstones(...sets: Tombstones[]): Tombstones {
  const merged = noTombstones();
  const kinds = Object.keys(merged) as Array<keyof Tombstones>;
  for (const set of sets) for (const key of kinds) for (const value of set[key]) merged[key].add(value);
  return merged;
}

/**
 * The archive's documents as a restore writes them: an erased booking (by its tombstone or its erased symbol) with
 * its subcollections, its mails and the date lock naming it left out, its symbol written as the tombstone, the mails
 * an account erasure deleted left out, the calendar feed's token left out.
 * `lines` are every document to restore; `erasedBookings` the archive's bookings left out.
 */
export function replayErasures(lines: ArchivedDocument[], tombstones: Tombstones): { lines: ArchivedDocument[]; erasedBookings: string[] } {
  const erased = new Set(tombstones.bookings);
  const archived: string[] = [];
  for (const { path, data } of lines) {
    const [collection, id, ...below] = path.split('/');
    if (collection !== 'bookings' || below.length || id === undefined) continue;
    archived.push(id);
    if (tombstones.symbols.has(data?.variableSymbol)) erased.add(id);
  }
  const kept: ArchivedDocument[] = [];
  for (const line of lines) {
    const [collection, id = ''] = line.path.split('/');
    const data = line.data ?? {};
    if (line.path === CALENDAR_FEED) continue;
    if (collection === 'bookings' && erased.has(id)) continue;
    if (collection === 'dateLocks' && erased.has(data.bookingId)) continue;
    if (collection === 'mail' && (tombstones.mails.has(id) || erased.has(data.bookingId) || (Array.isArray(data.bookingIds) && data.bookingIds.some((b: string) => erased.has(b))))) continue;
    if (collection === VARIABLE_SYMBOLS && (tombstones.symbols.has(id) || erased.has(data.bookingId))) {
      kept.push({ path: line.path, data: { erased: true } });
      continue;
    }
    kept.push(line);
  }
  return { lines: kept, erasedBookings: archived.filter((id) => erased.has(id)).sort() };
}
