import { inject, injectable } from 'inversify';
import type { BookingThreadPort, DeskThread } from '../../ports/booking-thread-port';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The photographer's thread over the openBookingThread and replyToCouple callables, as the signed-in admin. */
@injectable()
export class FirebaseBookingThread implements BookingThreadPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  open(bookingId: string): Promise<DeskThread> {
    return callFunction(this.startup, 'openBookingThread', { bookingId });
  }

  reply(bookingId: string, text: string): Promise<DeskThread> {
    return callFunction(this.startup, 'replyToCouple', { bookingId, text });
  }
}
