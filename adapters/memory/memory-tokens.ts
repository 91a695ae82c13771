import type { ServiceIdentifier } from 'inversify';
import type { MailSettings } from '../../application/mail/mail-context';
import type { Booking, DateLock } from '../../domain/booking/booking';
import type { DateHoldPolicy } from '../../domain/booking/date-hold';
import type { BookingPolicy } from '../../domain/booking/booking-policy';
import type { DemoContent } from './demo-content/demo-content';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox, StoredOutboxMail } from './in-memory-outbox';

/** Seeds for the in-memory adapters; bound by the memory composition root (and by tests with their own data). */
export const MEMORY_TOKENS = {
  Content: Symbol.for('memory.DemoContent') as ServiceIdentifier<DemoContent>,
  Options: Symbol.for('memory.Options') as ServiceIdentifier<MemoryAdapterOptions>,
  /** The booking fake's store itself (bind it to the same instance as TOKENS.Bookings): the desk and the public
   * submission need its atomic section and days off, which the BookingRepository port does not offer. */
  BookingStore: Symbol.for('memory.BookingStore') as ServiceIdentifier<InMemoryBookingStore>,
  Outbox: Symbol.for('memory.Outbox') as ServiceIdentifier<InMemoryOutbox>,
  /** The site address, photographer and price list the fakes' mails are written with (memoryMailSettings). */
  Mail: Symbol.for('memory.MailSettings') as ServiceIdentifier<MailSettings>,
  /** The bot barrier's issuer and replay store (bind it to the same instance as TOKENS.BotChallenges). */
  BotChallenges: Symbol.for('memory.BotChallenges') as ServiceIdentifier<InMemoryBotChallenges>,
  /** The account forms' own issuer and replay store, as Strapi has its own key (same instance as
   * TOKENS.AccountBotChallenges; the visitor accounts fake checks with it). */
  AccountBotChallenges: Symbol.for('memory.AccountBotChallenges') as ServiceIdentifier<InMemoryBotChallenges>,
} as const;

export interface MemoryAdapterOptions {
  /** Where the booking fake persists (localStorage in the browser demo); none in tests, so they stay deterministic. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Artificial latency per call, to make loading states visible in demos. */
  latencyMs?: number;
  now?: () => Date;
  bookings?: Booking[];
  /** Days off (`blocked`) and requests' holds (`held`) to start from; a booked day follows from its booking. */
  dateLocks?: DateLock[];
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
}

export function delay(ms: number | undefined): Promise<void> {
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Copies data out of a fake so callers can never mutate the fake's state. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}
