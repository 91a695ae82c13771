import type { MailDelivery } from './wire/firestore-documents';

/** One outbox mail as the delivery log shows it: whom, what, when queued and how its delivery went. */
export interface QueuedMail {
  id: string;
  /** The booking the mail is about; absent for contact messages. */
  bookingId?: string;
  to: string;
  subject: string;
  /** When it was queued (ISO); absent only for mails older than the `createdAt` stamp. */
  queuedAt?: string;
  /** For a resend: the id of the first mail of its chain (domain/mail/mail-resend.ts). */
  resendOf?: string;
  /** What the sender (Trigger Email, or the local relay) recorded; `undefined` while no sender has seen it. */
  delivery?: MailDelivery;
}

/**
 * The photographer's view of the booking mails' delivery (admin claim required; reads the outbox, never edits it).
 *
 * Contract (tests/contracts/mail-log.contract.ts):
 * - `mailsOf` lists every mail queued for the booking — its resends included — oldest first (then by id).
 * - `failedDeliveries` answers which of the given bookings have a mail whose latest attempt ended in ERROR (a mail
 *   that has been resent counts by its resend); order as given, each id once.
 * - `bookingsWithFailedMail` answers every booking with such a mail, each id once, in no particular order: the desk's
 *   home finds them without naming the season's bookings.
 * - `resend` queues a new mail with the same envelope and message as the failed one, id `${firstId}-resend-${n}`
 *   and `resendOf: firstId`, and answers it; the failed mail stays as it was. Only a mail whose delivery state is
 *   ERROR can be resent (`mail/not-failed` otherwise; `mail/not-found` for an unknown id). Idempotent per attempt:
 *   resending the same failed mail again answers the same new mail and queues nothing more.
 * - Callers without the admin claim reject `auth/forbidden`.
 */
export interface MailLogPort {
  mailsOf(bookingId: string): Promise<QueuedMail[]>;
  failedDeliveries(bookingIds: readonly string[]): Promise<string[]>;
  bookingsWithFailedMail(): Promise<string[]>;
  resend(mailId: string): Promise<QueuedMail>;
}
