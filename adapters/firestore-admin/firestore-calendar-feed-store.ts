import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { newCalendarFeedToken } from '../../domain/booking/calendar-feed';
import { CALENDAR_STATUSES } from '../../domain/booking/exports';
import type { CalendarFeedDesk, CalendarFeedSource, CalendarFeedTokenUnit } from '../../ports/units/calendar-feed-store-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { BOOKINGS, CALENDAR_FEED_SETTINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument, SETTINGS } from '../../ports/wire/firestore-documents';
import { toTimestamp } from './firestore-timestamps';

const settings = (store: Firestore) => store.collection(SETTINGS).doc(CALENDAR_FEED_SETTINGS);
const storedToken = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The token's document in one Firestore transaction (two first-time calls agree on one token). */
export function calendarFeedDesk(store: Firestore, now: Date, baseUrl: string): CalendarFeedDesk {
  const atomically: Atomically<CalendarFeedTokenUnit> = (work) =>
    store.runTransaction((tx) =>
      work({
        read: async () => storedToken((await tx.get(settings(store))).get('token')),
        write: async (token, at) => void tx.set(settings(store), { token, rotatedAt: toTimestamp(at) }),
      }),
    );
  return { atomically, newToken: () => newCalendarFeedToken((size) => randomBytes(size)), baseUrl, now };
}

/** What the feed shows, read with the functions' rights. */
export function calendarFeedSource(store: Firestore): CalendarFeedSource {
  return {
    currentToken: async () => storedToken((await settings(store).get()).get('token')),
    weddings: async () =>
      (await store.collection(BOOKINGS).where('status', 'in', [...CALENDAR_STATUSES]).get()).docs.map((d) => fromBookingDocument(d.data())),
    blockedDays: async () =>
      (await store.collection(DATE_LOCKS).where('reason', '==', 'blocked').get()).docs.map((d) => String(d.get('date'))),
    heldLocks: async () => {
      const locks = (await store.collection(DATE_LOCKS).where('reason', '==', 'held').get()).docs.map((d) => fromLockDocument(d.data()));
      const ids = [...new Set(locks.flatMap((lock) => (lock.bookingId ? [lock.bookingId] : [])))];
      const bookings = ids.length ? await store.getAll(...ids.map((id) => store.collection(BOOKINGS).doc(id))) : [];
      const byId = new Map(bookings.filter((d) => d.exists).map((d) => [d.id, fromBookingDocument(d.data()!)]));
      return locks.map((lock) => ({ lock, booking: (lock.bookingId && byId.get(lock.bookingId)) || null }));
    },
  };
}
