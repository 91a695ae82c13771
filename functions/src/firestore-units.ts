import { createHash, randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { Booking } from '../../domain/booking/booking';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { contactMessageMail } from '../../domain/mail/templates/contact-message';
import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import type { RateRule } from '../../domain/booking/booking-policy';
import type { LockChange } from '../../domain/booking/date-lock';
import { awaitsEmailVerification } from '../../domain/booking/email-verification';
import {
  bookingErasureId,
  BOOKINGS,
  DATE_LOCKS,
  ERASURES,
  type ErasureDocument,
  fromBookingDocument,
  fromLockDocument,
  fromMailDocument,
  historyToDocument,
  MAIL,
  mailDeliveryOf,
  SENT_ONCE,
  SPENT_CHALLENGES,
  threadPath,
  toBookingDocument,
  toLockDocument,
  toMailDocument,
  VARIABLE_SYMBOLS,
} from '../../ports/wire/firestore-documents';
import { fromHeader } from '../../domain/mail/sender';
import { MAIL_FROM, PHOTOGRAPHER_EMAIL, SITE_URL, toTimestamp } from './config';
import { bumpRates, countAttempt, readRates } from './rate-limit';
import { serverStamped } from './server-time';
import type { BookingDeskUnit, EditUnit, ManualBookingUnit, MoveUnit, StatusChangeUnit } from '../../ports/units/booking-desk-port';
import type { BookingLeftovers, EraseUnit } from '../../ports/units/booking-erasure-port';
import type { BookingIntake, IntakeReads, IntakeUnit, StoredReceipt } from '../../ports/units/booking-intake-port';
import type { BotChallenges, ChallengeLedger } from '../../ports/units/challenge-verification-port';
import type { ContactUnit } from '../../ports/units/contact-outbox-port';
import type { ResendUnit } from '../../ports/units/mail-resend-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { ReservationFinder } from '../../ports/units/reservation-finder-port';
import type { RetentionUnit } from '../../ports/units/retention-store-port';

/**
 * The use cases' units (application/) over firebase-admin: each `atomically` is one Firestore transaction, so the
 * booking, its date lock, its mails and the rate counters are written together or not at all. Reads come first and
 * writes last, as Firestore transactions require; the use cases read before they save.
 */

const receiptOf = (snapshot: DocumentSnapshot): StoredReceipt | null =>
  snapshot.exists
    ? {
        bookingId: snapshot.id,
        reservationCode: String(snapshot.get('reservationCode')),
        email: String(snapshot.get('contact.email') ?? ''),
        awaitsEmail: awaitsEmailVerification({ emailTokenDigest: snapshot.get('emailTokenDigest'), emailVerifiedAt: snapshot.get('emailVerifiedAt') }),
      }
    : null;

const lockOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? fromLockDocument(snapshot.data()!) : null);

/** Applies a use case's lock change in the transaction (the lock document is the one the unit read). */
function applyLockChange(store: Firestore, tx: Transaction, change: LockChange): void {
  if (change.set) tx.set(store.collection(DATE_LOCKS).doc(change.set.date), toLockDocument(change.set, toTimestamp));
  if (change.delete) tx.delete(store.collection(DATE_LOCKS).doc(change.delete));
}

/**
 * Queues a mail in the transaction, stamped with when it was queued (the retention policy counts from it): the
 * commit's server time.
 */
export function queueMail(store: Firestore, tx: Transaction, mail: OutgoingMail, at: string): void {
  tx.set(store.collection(MAIL).doc(mail.id), serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
}

/** Rate counters taken in a transaction are bumped by the same transaction. */
function rateTaker(tx: Transaction, now: Date) {
  return async (rules: RateRule[]) => bumpRates(tx, await readRates(tx, rules, now));
}

/**
 * The replay store in a transaction: spending reads the challenge's document at once (so a replay is refused before
 * anything else) but writes it only when the work is done, since a Firestore transaction reads before it writes.
 */
function challengeLedger(store: Firestore, tx: Transaction): ChallengeLedger & { flush(): void } {
  const pending: Array<() => void> = [];
  return {
    async spendChallenge(challenge) {
      const ref = store.collection(SPENT_CHALLENGES).doc(createHash('sha256').update(challenge.id).digest('hex'));
      if ((await tx.get(ref)).exists) throw new DomainError(BOT_CHALLENGE_FAILED, 'Bot challenge already used');
      pending.push(() => tx.create(ref, { expireAt: Timestamp.fromDate(challenge.expiresAt) }));
    },
    flush: () => pending.splice(0).forEach((write) => write()),
  };
}

/** One transaction whose unit includes the challenge ledger; the spent challenge is written with the rest. */
function withLedger<U extends ChallengeLedger>(store: Firestore, maxAttempts: number, unitOf: (tx: Transaction) => Omit<U, 'spendChallenge'>): Atomically<U> {
  return (work) =>
    store.runTransaction(
      async (tx) => {
        const ledger = challengeLedger(store, tx);
        const result = await work({ ...unitOf(tx), spendChallenge: ledger.spendChallenge } as U);
        ledger.flush();
        return result;
      },
      { maxAttempts },
    );
}

export function bookingIntake(store: Firestore, now: Date, challenges: BotChallenges, mail: MailSettings): BookingIntake {
  const refs = (id: string, date: string) => [store.collection(BOOKINGS).doc(id), store.collection(DATE_LOCKS).doc(date)] as const;
  const peek: IntakeReads = {
    async read(id, date) {
      const [stored, lock] = (await store.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
      return { stored: receiptOf(stored), lock: lockOf(lock) };
    },
  };
  return {
    peek,
    challenges,
    mail,
    // Many parallel requests for one popular day contend on its lock document (read in every unit); each retry
    // re-reads it, so a day booked or held meanwhile refuses the request.
    atomically: withLedger<IntakeUnit>(store, 20, (tx) => ({
      async read(id, date) {
        const [stored, lock] = (await tx.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
        return { stored: receiptOf(stored), lock: lockOf(lock) };
      },
      takeRates: rateTaker(tx, now),
      async save(booking, mails) {
        tx.create(store.collection(BOOKINGS).doc(booking.id), serverStamped(toBookingDocument(booking, toTimestamp), ['createdAt', 'updatedAt']));
        for (const mail of mails) queueMail(store, tx, mail, now.toISOString());
      },
    })),
  };
}

/**
 * Two desk units for one day (two admins confirming rival requests, a move onto a day being confirmed) read and write
 * the same lock document, so one of them is aborted and retried. With the default 5 attempts the loser sometimes ran
 * out of them on the emulator (1 round in 60, while the symbol check was still a query) and the admin saw "try again"
 * where a clean "the day is taken" was due; desk units retry longer, as the intake does.
 */
const DESK_RETRIES = { maxAttempts: 10 };

export type Desk = { applyLock(change: LockChange): void; bookingRef(id: string): DocumentReference };

/** One desk transaction (the couple's portal's too, functions/src/portal-units.ts): `unit` adds the writes of its use case to the shared reads (the booking and its day's lock). */
export function deskTransaction<U extends BookingDeskUnit>(
  store: Firestore,
  unit: (tx: Transaction, desk: Desk) => Omit<U, 'load'>,
): Atomically<U> {
  return (work) =>
    store.runTransaction((tx) => {
      const bookingRef = (id: string) => store.collection(BOOKINGS).doc(id);
      const load: BookingDeskUnit['load'] = async (bookingId) => {
        const snapshot = await tx.get(bookingRef(bookingId));
        if (!snapshot.exists) return null;
        const booking = fromBookingDocument(snapshot.data()!);
        return { booking, lock: lockOf(await tx.get(store.collection(DATE_LOCKS).doc(booking.weddingDate))) };
      };
      const applyLock = (change: LockChange) => applyLockChange(store, tx, change);
      return work({ load, ...unit(tx, { applyLock, bookingRef }) } as U);
    }, DESK_RETRIES);
}

/**
 * The variable symbol registry (VARIABLE_SYMBOLS) in one transaction: `variableSymbolTaken` reads the symbol's document
 * (before the writes) and remembers the symbol it found free; `register` writes the booking's symbol when it is that one (a symbol the
 * booking had already is registered and is never checked again).
 */
function variableSymbols(store: Firestore, tx: Transaction) {
  const ref = (symbol: string) => store.collection(VARIABLE_SYMBOLS).doc(symbol);
  let free: string | undefined;
  return {
    async variableSymbolTaken(symbol: string, bookingId: string) {
      // Any document takes the symbol: one naming another booking, or the tombstone an erased booking left.
      const entry = await tx.get(ref(symbol));
      const taken = entry.exists && entry.get('bookingId') !== bookingId;
      if (!taken) free = symbol;
      return taken;
    },
    register(booking: Booking) {
      if (booking.variableSymbol && booking.variableSymbol === free) tx.set(ref(free), { bookingId: booking.id });
    },
  };
}

export function statusChanges(store: Firestore): Atomically<StatusChangeUnit> {
  return deskTransaction<StatusChangeUnit>(store, (tx, desk) => {
    const symbols = variableSymbols(store, tx);
    return {
      variableSymbolTaken: symbols.variableSymbolTaken,
      async save(after: Booking, lock, mail) {
        tx.update(desk.bookingRef(after.id), {
          status: after.status,
          history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
          ...(after.variableSymbol ? { variableSymbol: after.variableSymbol } : {}),
          ...serverStamped({}, ['updatedAt']),
        });
        symbols.register(after);
        desk.applyLock(lock);
        if (mail) queueMail(store, tx, mail, after.updatedAt);
      },
    };
  });
}

/**
 * A booking entered by hand in one transaction: reads its id and its day's lock, then creates the booking, takes the
 * lock (a date-taking status) and queues the couple's mail together.
 */
export function manualBookings(store: Firestore): Atomically<ManualBookingUnit> {
  return (work) =>
    store.runTransaction((tx) => {
      const symbols = variableSymbols(store, tx);
      return work({
        variableSymbolTaken: symbols.variableSymbolTaken,
        async read(id, date) {
          const [stored, lock] = (await tx.getAll(store.collection(BOOKINGS).doc(id), store.collection(DATE_LOCKS).doc(date))) as [DocumentSnapshot, DocumentSnapshot];
          return { stored: stored.exists ? fromBookingDocument(stored.data()!) : null, lock: lock.exists ? fromLockDocument(lock.data()!) : null };
        },
        async save(booking, lock, mail) {
          tx.create(store.collection(BOOKINGS).doc(booking.id), serverStamped(toBookingDocument(booking, toTimestamp), ['createdAt', 'updatedAt']));
          symbols.register(booking);
          applyLockChange(store, tx, lock);
          if (mail) queueMail(store, tx, mail, booking.createdAt);
        },
      });
    }, DESK_RETRIES);
}

/**
 * Desk corrections and date moves overwrite the whole booking document in the transaction that read it: removed
 * optional fields (and stale search terms) must not survive, and nothing else can have changed it in between.
 */
export function bookingEdits(store: Firestore): Atomically<EditUnit> {
  return deskTransaction<EditUnit>(store, (tx, desk) => ({
    async save(after) {
      tx.set(desk.bookingRef(after.id), serverStamped(toBookingDocument(after, toTimestamp), ['updatedAt']));
    },
  }));
}

/** A date move: the target day's lock is read in the same transaction; the booking, both lock documents and the couple's notice written. */
export function bookingMoves(store: Firestore): Atomically<MoveUnit> {
  return deskTransaction<MoveUnit>(store, (tx, desk) => ({
    async lockOn(date) {
      const lock = await tx.get(store.collection(DATE_LOCKS).doc(date));
      return lock.exists ? fromLockDocument(lock.data()!) : null;
    },
    async save(after, lock, mail) {
      tx.set(desk.bookingRef(after.id), serverStamped(toBookingDocument(after, toTimestamp), ['updatedAt']));
      desk.applyLock(lock);
      queueMail(store, tx, mail, after.updatedAt);
    },
  }));
}

/**
 * The ids of the mails stored with a booking's id (resends included) and of those listing it among others (the
 * digest's `bookingIds`), read in the transaction (before its writes).
 */
function queuedMailIds(store: Firestore, tx: Transaction) {
  return async (bookingId: string) => {
    const [own, listing] = await Promise.all([
      tx.get(store.collection(MAIL).where('bookingId', '==', bookingId)),
      tx.get(store.collection(MAIL).where('bookingIds', 'array-contains', bookingId)),
    ]);
    return [...own.docs, ...listing.docs].map((doc) => doc.id);
  };
}

/** Deletes a booking's mails, its thread's messages and its once-only markers (documents that do not exist are no error). */
function deleteLeftovers(store: Firestore, tx: Transaction, bookingId: string, { mailIds, messageIds, markerIds }: BookingLeftovers): void {
  for (const id of mailIds) tx.delete(store.collection(MAIL).doc(id));
  for (const id of messageIds) tx.delete(store.collection(threadPath(bookingId)).doc(id));
  for (const id of markerIds) tx.delete(store.collection(SENT_ONCE).doc(id));
}

/**
 * Deletes a booking with its lock change, its mails and its thread (GDPR erasure and the retention policy alike). Its
 * deposit's variable symbol stays reserved (bank statements name it) as a tombstone that no longer says whose it was,
 * and the erasure leaves its own tombstone (ERASURES), so a restore of an older backup never brings the booking back.
 */
function removal(store: Firestore, tx: Transaction, desk: Desk) {
  return async (booking: Booking, lock: LockChange, leftovers: BookingLeftovers) => {
    tx.delete(desk.bookingRef(booking.id));
    desk.applyLock(lock);
    deleteLeftovers(store, tx, booking.id, leftovers);
    if (booking.variableSymbol) tx.set(store.collection(VARIABLE_SYMBOLS).doc(booking.variableSymbol), { erased: true });
    const tombstone: ErasureDocument = { kind: 'booking', bookingId: booking.id, erasedAt: FieldValue.serverTimestamp() };
    tx.set(store.collection(ERASURES).doc(bookingErasureId(booking.id)), tombstone);
  };
}

export function erasures(store: Firestore): Atomically<EraseUnit> {
  return deskTransaction<EraseUnit>(store, (tx, desk) => ({ queuedMailIds: queuedMailIds(store, tx), remove: removal(store, tx, desk) }));
}

export function retentionUnits(store: Firestore): Atomically<RetentionUnit> {
  return deskTransaction<RetentionUnit>(store, (tx, desk) => ({
    queuedMailIds: queuedMailIds(store, tx),
    async anonymise(after, lock, leftovers) {
      // A full overwrite: the removed fields (and the search terms) must not survive as leftovers.
      tx.set(desk.bookingRef(after.id), toBookingDocument(after, toTimestamp));
      desk.applyLock(lock);
      deleteLeftovers(store, tx, after.id, leftovers);
    },
    erase: removal(store, tx, desk),
  }));
}

/** A resend in one transaction: reads the failed mail and the next attempt's document, then creates that. */
export function resends(store: Firestore): Atomically<ResendUnit> {
  return (work) =>
    store.runTransaction((tx) =>
      work({
        async load(mailId) {
          const snapshot = await tx.get(store.collection(MAIL).doc(mailId));
          if (!snapshot.exists) return null;
          return { mail: fromMailDocument(snapshot.id, snapshot.data()!), state: mailDeliveryOf(snapshot.data()!)?.state };
        },
        exists: async (mailId) => (await tx.get(store.collection(MAIL).doc(mailId))).exists,
        async queue(mail, at) {
          tx.create(store.collection(MAIL).doc(mail.id), serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
        },
      }),
    );
}

export function reservationFinder(store: Firestore, now: Date): ReservationFinder {
  return {
    countAttempt: (rules) => countAttempt(rules, now),
    async find(code, email) {
      const found = await store.collection(BOOKINGS).where('reservationCode', '==', code).where('contact.email', '==', email).limit(1).get();
      const doc = found.docs[0];
      return doc ? fromBookingDocument(doc.data()) : null;
    },
    lockOn: async (date) => lockOf(await store.collection(DATE_LOCKS).doc(date).get()),
  };
}

export function contactOutbox(store: Firestore, now: Date): Atomically<ContactUnit> {
  return withLedger<ContactUnit>(store, 10, (tx) => ({
    takeRates: rateTaker(tx, now),
    async queue(message) {
      const from = fromHeader(null, MAIL_FROM.value());
      const mail: OutgoingMail = {
        id: `contact-${randomUUID()}`,
        ...(from ? { from } : {}),
        to: PHOTOGRAPHER_EMAIL.value(),
        replyTo: message.email,
        message: contactMessageMail(message, { siteUrl: SITE_URL.value() }),
      };
      queueMail(store, tx, mail, now.toISOString());
    },
  }));
}
