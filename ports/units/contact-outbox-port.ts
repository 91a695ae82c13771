import type { RateRule } from '../../domain/booking/booking-policy';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { ChallengeLedger } from './challenge-verification-port';

/** The unit of a contact-form message (application/contact/send-contact-message.ts): challenge, counters and mail together. */
export interface ContactUnit extends ChallengeLedger {
  /** Checks each counter and counts one hit on each; rejects with the first exceeded rule's code. */
  takeRates(rules: RateRule[]): Promise<void>;
  /** Queues the message for the photographer (the only thing kept of it). */
  queue(message: ContactMessage): Promise<void>;
}
