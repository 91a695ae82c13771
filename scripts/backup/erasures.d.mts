export const ERASURES: string;
export const BOOKING_TOMBSTONE: string;
export const ACCOUNT_TOMBSTONE: string;
export const VARIABLE_SYMBOLS: string;
export const CALENDAR_FEED: string;
export interface Tombstones {
  bookings: Set<string>;
  accounts: Set<string>;
  mails: Set<string>;
  symbols: Set<string>;
}
export interface ArchivedDocument {
  path: string;
  data: Record<string, unknown> | null;
}
export function noTombstones(): Tombstones;
export function collectTombstones(into: Tombstones, documents: ArchivedDocument[]): Tombstones;
export function mergeTombstones(...sets: Tombstones[]): Tombstones;
export function replayErasures(lines: ArchivedDocument[], tombstones: Tombstones): { lines: ArchivedDocument[]; erasedBookings: string[] };
