import { inject, injectable } from 'inversify';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import type { ManualBookingInput } from '../../domain/booking/booking-by-hand';
import type { BookingEditPatch } from '../../domain/booking/booking-edit';
import { isIsoDate } from '../../domain/booking/calendar';
import { effectiveLock, lockRefusal } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument } from '../../ports/wire/firestore-documents';
import { asAdmin } from './firebase-admin-firestore';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/**
 * The photographer's desk. Status changes and erasure run in callable functions (one server transaction with the
 * date lock and the couple's mail); notes and days off are direct writes that firestore.rules allow only to admins.
 */
@injectable()
export class FirebaseBookingAdmin implements BookingAdminPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  /** Direct writes as the signed-in admin (notes, days off). */
  private firestore<T>(work: Parameters<typeof asAdmin<T>>[1]): Promise<T> {
    return asAdmin(this.startup, work);
  }

  changeStatus(bookingId: string, to: BookingStatus, note?: string, declineOthers?: readonly string[]): Promise<Booking> {
    return callFunction(this.startup, 'changeBookingStatus', {
      bookingId,
      to,
      ...(note ? { note } : {}),
      ...(declineOthers?.length ? { declineOthers: [...declineOthers] } : {}),
    });
  }

  /**
   * The notes, stamped with the server's time (the rules require `updatedAt == request.time`, so no browser clock
   * orders the desk's writes), then read back so the answer carries the stored time.
   */
  saveNotes(bookingId: string, notes: string): Promise<Booking> {
    return this.firestore(async (fs, db) => {
      const ref = fs.doc(db, BOOKINGS, bookingId);
      await fs.runTransaction(db, async (tx) => {
        if (!(await tx.get(ref)).exists()) throw new DomainError('booking/not-found');
        tx.update(ref, { internalNotes: notes, updatedAt: fs.serverTimestamp() });
      });
      const stored = await fs.getDoc(ref);
      if (!stored.exists()) throw new DomainError('booking/not-found');
      return fromBookingDocument(stored.data());
    });
  }

  blockDate(date: string): Promise<void> {
    return this.dayOff(date, 'block');
  }

  unblockDate(date: string): Promise<void> {
    return this.dayOff(date, 'unblock');
  }

  private async dayOff(date: string, action: 'block' | 'unblock'): Promise<void> {
    if (!isIsoDate(date)) throw new DomainError('date/invalid');
    await this.firestore((fs, db) =>
      fs.runTransaction(db, async (tx) => {
        const ref = fs.doc(db, DATE_LOCKS, date);
        const snapshot = await tx.get(ref);
        // An expired hold is no lock: blocking overwrites it, unblocking leaves it to the expiry job.
        const lock = effectiveLock(snapshot.exists() ? fromLockDocument(snapshot.data()) : null, new Date());
        if (lock && lock.reason !== 'blocked') throw new DomainError(lockRefusal(lock));
        if (action === 'block' && !lock) tx.set(ref, { date, reason: 'blocked' });
        if (action === 'unblock' && lock) tx.delete(ref);
      }),
    );
  }

  async erase(bookingId: string): Promise<void> {
    await callFunction(this.startup, 'deleteBooking', { bookingId });
  }

  // Entered by hand, corrected, moved: one server transaction each (booking, both lock documents, the mail).
  createBooking(input: ManualBookingInput): Promise<Booking> {
    return callFunction(this.startup, 'createBookingByHand', { input });
  }

  editBooking(bookingId: string, patch: BookingEditPatch): Promise<Booking> {
    return callFunction(this.startup, 'editBooking', { bookingId, patch });
  }

  moveBooking(bookingId: string, newDate: string): Promise<Booking> {
    return callFunction(this.startup, 'moveBooking', { bookingId, newDate });
  }
}
