import type { Booking } from '../../domain/booking/booking';
import type { ReminderCutoffs } from '../../domain/booking/reminders';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';

/**
 * What the scheduled reminders need from storage. The queries may answer a superset (the rules in
 * domain/booking/reminders.ts decide again on each booking); a missing booking would be a missed reminder.
 */
export interface ReminderStore {
  /** Bookings that may be due the wedding reminder: a contract, the wedding between the cutoffs' days. */
  weddingCandidates(cutoffs: ReminderCutoffs): AsyncIterable<Booking>;
  /** Bookings that may be due the deposit reminder: confirmed, deposit not marked paid. */
  depositCandidates(cutoffs: ReminderCutoffs): AsyncIterable<Booking>;
  /** Unanswered requests created before the cutoff. */
  waitingRequests(cutoffs: ReminderCutoffs): AsyncIterable<Booking>;
  /**
   * Queues the mail under its id, stamped `at`, unless a mail with that id was ever queued — its once-only marker
   * outlives the mail, which 'Smazat účet' or the outbox's retention may delete; true when this call queued it.
   * Atomic, so two runs racing queue it once.
   */
  queueOnce(mail: OutgoingMail, at: string): Promise<boolean>;
}
