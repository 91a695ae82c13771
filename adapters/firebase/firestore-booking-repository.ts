import { inject, injectable } from 'inversify';
import { ADMIN_PATCHABLE_FIELDS, bookingStatuses, type Booking, type BookingMessage, type BookingStatus, type DateLock } from '../../domain/booking/booking';
import { assertNewBooking } from '../../domain/booking/booking-status';
import { OPEN_REQUEST_STATUSES } from '../../domain/booking/competing-requests';
import { matchesSearch, primarySearchTerm } from '../../domain/booking/search';
import { DomainError } from '../../domain/errors';
import type { BookingPage, BookingPatch, BookingQuery, BookingRepository } from '../../ports/booking-repository-port';
import { effectiveLocks, lockChange, lockFor } from '../../domain/booking/date-lock';
import {
  BOOKINGS,
  DATE_LOCKS,
  fromBookingDocument,
  fromLockDocument,
  fromMessageDocument,
  historyToDocument,
  threadOrder,
  threadPath,
  toBookingDocument,
  toLockDocument,
} from '../../ports/wire/firestore-documents';
import { decodeCursor, encodeCursor, exactInstant, exactInstantOf, indexFieldsFor } from './firestore-query-shape';
import { firestoreError } from './firebase-errors';
import type { FirebaseStartup } from './firebase-startup';
import type { Firestore, QueryConstraint } from './firestore-sdk';
import { FIREBASE_TOKENS } from './firebase-tokens';

const loadFirestore = () => import('./firestore-sdk');
/** The most values one `in` filter may hold (Firestore's disjunction limit). */
const IN_FILTER_MAX = 30;

/**
 * Bookings in Firestore for the signed-in photographer (firestore.rules apply). Every write that touches a date
 * lock is one transaction with its booking, which is also what the rules insist on.
 */
@injectable()
export class FirestoreBookingRepository implements BookingRepository {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  private async run<T>(work: (fs: Awaited<ReturnType<typeof loadFirestore>>, db: Firestore) => Promise<T>): Promise<T> {
    try {
      const [fs, { firestore }] = await Promise.all([loadFirestore(), this.startup.services()]);
      return await work(fs, firestore);
    } catch (error) {
      throw firestoreError(error);
    }
  }

  create(booking: Booking): Promise<Booking> {
    return this.run((fs, db) => {
      assertNewBooking(booking);
      return fs.runTransaction(db, async (tx) => {
        const ref = fs.doc(db, BOOKINGS, booking.id);
        const existing = await tx.get(ref);
        if (existing.exists()) return fromBookingDocument(existing.data());
        const wanted = lockFor(booking);
        const lockRef = fs.doc(db, DATE_LOCKS, booking.weddingDate);
        const lock = wanted ? await tx.get(lockRef) : undefined;
        const change = lockChange(null, booking, lock?.exists() ? fromLockDocument(lock.data()) : null);
        tx.set(ref, toBookingDocument(booking, (iso) => fs.Timestamp.fromDate(new Date(iso))));
        if (change.set) tx.set(lockRef, toLockDocument(change.set, (iso) => fs.Timestamp.fromDate(new Date(iso))));
        return structuredClone(booking);
      });
    });
  }

  get(id: string): Promise<Booking | null> {
    return this.run(async (fs, db) => {
      const snapshot = await fs.getDoc(fs.doc(db, BOOKINGS, id));
      return snapshot.exists() ? fromBookingDocument(snapshot.data()) : null;
    });
  }

  list(query: BookingQuery): Promise<BookingPage> {
    return this.run(async (fs, db) => {
      const limit = Math.min(Math.max(Math.trunc(query.limit), 1), 100);
      const toValue = (value: string) => {
        if (query.orderBy !== 'createdAt') return value;
        const exact = exactInstantOf(value);
        return exact ? new fs.Timestamp(exact.seconds, exact.nanoseconds) : fs.Timestamp.fromDate(new Date(value));
      };
      // The same shape indexFieldsFor() describes, so firestore.indexes.json (tested) covers this query.
      const constraints: QueryConstraint[] = [];
      const term = primarySearchTerm(query.search ?? '');
      if (term !== undefined) constraints.push(fs.where('searchTerms', 'array-contains', term));
      if (query.status) constraints.push(fs.where('status', '==', query.status));
      if (query.from) constraints.push(fs.where('weddingDate', '>=', query.from));
      if (query.to) constraints.push(fs.where('weddingDate', '<=', query.to));
      for (const field of indexFieldsFor(query)) {
        if ('order' in field && (field.fieldPath === query.orderBy || field.fieldPath === 'id')) {
          constraints.push(fs.orderBy(field.fieldPath, field.order === 'ASCENDING' ? 'asc' : 'desc'));
        }
      }
      if (query.cursor) {
        const [value, id] = decodeCursor(query.cursor);
        constraints.push(fs.startAfter(toValue(value), id));
      }
      constraints.push(fs.limit(limit + 1));
      const snapshot = await fs.getDocs(fs.query(fs.collection(db, BOOKINGS), ...constraints));
      const page = snapshot.docs.slice(0, limit).map((d) => fromBookingDocument(d.data()));
      // The database matched one word of the search; the other words are checked here. The cursor continues after
      // the last booking read, not the last one kept, so nothing is skipped or repeated.
      const last = page[page.length - 1];
      // createdAt is a server timestamp: in production it has microseconds, which an ISO string (milliseconds) drops,
      // so the cursor carries the stored instant exactly; a truncated one would show the last booking again.
      const lastStored = snapshot.docs[page.length - 1]?.get('createdAt') as { seconds: number; nanoseconds: number } | undefined;
      const lastValue = query.orderBy === 'createdAt' && lastStored ? exactInstant(lastStored) : last?.[query.orderBy];
      return {
        items: page.filter((b) => matchesSearch(b, query.search ?? '')),
        ...(snapshot.docs.length > limit && last && lastValue ? { nextCursor: encodeCursor(lastValue, last.id) } : {}),
      };
    });
  }

  async countByStatus(): Promise<Record<BookingStatus, number>> {
    const counts = await Promise.all(bookingStatuses.map(async (status) => [status, await this.countWithStatus(status)] as const));
    return Object.fromEntries(counts) as Record<BookingStatus, number>;
  }

  /** A count aggregation: billed per 1000 index entries, not per booking. */
  countWithStatus(status: BookingStatus): Promise<number> {
    return this.run(async (fs, db) => (await fs.getCount(fs.query(fs.collection(db, BOOKINGS), fs.where('status', '==', status)))).data().count);
  }

  /**
   * One equality query per open status and per 30 days (Firestore's limit on an `in` filter's values), all at once:
   * a page's rows span at most 50 days, so the desk's hint is one or two queries, never a walk through the season.
   * Equality filters only, which Firestore serves by merging its single-field indexes.
   */
  openRequestsOn(dates: readonly string[]): Promise<Booking[]> {
    return this.run(async (fs, db) => {
      const days = [...new Set(dates)];
      const chunks: string[][] = [];
      for (let i = 0; i < days.length; i += IN_FILTER_MAX) chunks.push(days.slice(i, i + IN_FILTER_MAX));
      const snapshots = await Promise.all(
        OPEN_REQUEST_STATUSES.flatMap((status) =>
          chunks.map((chunk) => fs.getDocs(fs.query(fs.collection(db, BOOKINGS), fs.where('status', '==', status), fs.where('weddingDate', 'in', chunk)))),
        ),
      );
      return snapshots.flatMap((snapshot) => snapshot.docs.map((d) => fromBookingDocument(d.data())));
    });
  }

  /** One query over the single-field index of `coupleWroteAt` (a booking without the field is not in it). */
  lastWrittenByCouple(limit: number): Promise<Booking[]> {
    return this.run(async (fs, db) => {
      const size = Math.min(Math.max(Math.trunc(limit), 1), 100);
      const snapshot = await fs.getDocs(fs.query(fs.collection(db, BOOKINGS), fs.orderBy('coupleWroteAt', 'desc'), fs.limit(size)));
      return snapshot.docs.map((d) => fromBookingDocument(d.data()));
    });
  }

  update(id: string, patch: BookingPatch): Promise<Booking> {
    return this.run((fs, db) =>
      fs.runTransaction(db, async (tx) => {
        const ref = fs.doc(db, BOOKINGS, id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists()) throw new DomainError('booking/not-found');
        const before = fromBookingDocument(snapshot.data());
        const allowed: BookingPatch = {};
        for (const key of ADMIN_PATCHABLE_FIELDS) if (patch[key] !== undefined) Object.assign(allowed, { [key]: structuredClone(patch[key]) });
        const after: Booking = { ...before, ...allowed, updatedAt: allowed.updatedAt ?? new Date().toISOString() };
        const lockRef = fs.doc(db, DATE_LOCKS, before.weddingDate);
        const lock = before.status !== after.status ? await tx.get(lockRef) : undefined;
        const change = lock ? lockChange(before, after, lock.exists() ? fromLockDocument(lock.data()) : null, { now: new Date() }) : {};
        const ts = (iso: string) => fs.Timestamp.fromDate(new Date(iso));
        const data: Record<string, unknown> = { ...allowed, updatedAt: ts(after.updatedAt) };
        if (allowed.history) data.history = allowed.history.map((entry) => historyToDocument(entry, ts));
        tx.update(ref, data);
        if (change.set) tx.set(lockRef, toLockDocument(change.set, ts));
        if (change.delete) tx.delete(lockRef);
        return after;
      }),
    );
  }

  delete(id: string): Promise<void> {
    return this.run((fs, db) =>
      fs.runTransaction(db, async (tx) => {
        const ref = fs.doc(db, BOOKINGS, id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists()) return;
        const before = fromBookingDocument(snapshot.data());
        const lockRef = fs.doc(db, DATE_LOCKS, before.weddingDate);
        const lock = await tx.get(lockRef);
        const change = lockChange(before, null, lock.exists() ? fromLockDocument(lock.data()) : null);
        tx.delete(ref);
        if (change.delete) tx.delete(lockRef);
      }),
    );
  }

  /** One range query on the lock documents (they carry their date as a field for exactly this); expired holds left out. */
  listDateLocks(from: string, to: string): Promise<DateLock[]> {
    return this.run(async (fs, db) => {
      const snapshot = await fs.getDocs(
        fs.query(fs.collection(db, DATE_LOCKS), fs.where('date', '>=', from), fs.where('date', '<=', to), fs.orderBy('date')),
      );
      return effectiveLocks(snapshot.docs.map((d) => fromLockDocument(d.data())), new Date());
    });
  }

  /** The thread's documents (the rules let an admin read them; only the functions write them). */
  thread(bookingId: string): Promise<BookingMessage[]> {
    return this.run(async (fs, db) => {
      const snapshot = await fs.getDocs(fs.collection(db, threadPath(bookingId)));
      return snapshot.docs.map((d) => fromMessageDocument(d.data())).sort(threadOrder);
    });
  }
}
