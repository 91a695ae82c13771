import type { Booking, BookingMessage, DateLock } from '../../domain/booking/booking';
import type { BookingPolicy } from '../../domain/booking/booking-policy';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import type { RecordedBankTransaction } from '../../ports/units/bank-import-port';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { GallerySeed } from './in-memory-gallery-store';
import type { StoredOutboxMail } from './in-memory-outbox';

/** How the in-memory adapters are seeded and how they behave; bound under MEMORY_TOKENS.Options. */
export interface MemoryAdapterOptions {
  /** Where the booking fake persists (localStorage in the browser demo); none in tests, so they stay deterministic. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Artificial latency per call, to make loading states visible in demos. */
  latencyMs?: number;
  now?: () => Date;
  bookings?: Booking[];
  /** Days off (`blocked`) and requests' holds (`held`) to start from; a booked day follows from its booking. */
  dateLocks?: DateLock[];
  /** Threads of the seeded bookings by booking id (the portal's messages, stored apart from the booking). */
  threads?: Record<string, BookingMessage[]>;
  /** Outbox mails already queued, with what a sender recorded (the delivery log's stories and tests). */
  mails?: StoredOutboxMail[];
  /** The deployment's booking window (AppConfig.bookingPolicy); the domain default otherwise. */
  bookingPolicy?: BookingPolicy;
  /** The date-hold policy the submission fake stores requests under (production: the CMS site settings); none otherwise. */
  dateHoldPolicy?: DateHoldPolicy;
  /**
   * The bot barrier's difficulty (application/bot/altcha-challenges.ts): production's unless set. Tests that are not
   * about the proof of work set 1, so a solve is one derivation however slow the machine.
   */
  botChallengeMaxCounter?: number;
  /** Galleries already delivered (the demo couple's, adapters/memory/demo-gallery.ts); none otherwise. */
  galleries?: GallerySeed[];
  /** Bank payments already imported (the desk's "Nepřiřazené platby" in the demo and the stories); none otherwise. */
  bankPayments?: RecordedBankTransaction[];
  /** Loads the contract PDF renderer (MEMORY_TOKENS.ContractRenderer); the composition's browser loader otherwise. */
  contractRenderer?: () => Promise<ContractRendererPort>;
}
