import { resendMailId } from '../../domain/mail/mail-resend';
import type { QueuedMail } from '../../ports/mail-log-port';

/** Oldest first, then by id: the order the delivery log lists a booking's mails in. */
export function byQueuedTime(a: QueuedMail, b: QueuedMail): number {
  const at = (a.queuedAt ?? '').localeCompare(b.queuedAt ?? '');
  return at !== 0 ? at : a.id.localeCompare(b.id);
}

/** Has this mail been sent again? Then its resend speaks for it (the resend's id is known from the mail alone). */
export function isSuperseded(mail: QueuedMail, all: readonly QueuedMail[]): boolean {
  const next = resendMailId(mail);
  return all.some((other) => other.id === next);
}

/** The bookings among `bookingIds` with a mail whose latest attempt failed, in the given order. */
export function bookingsWithFailedDelivery(bookingIds: readonly string[], mails: readonly QueuedMail[]): string[] {
  const failed = new Set(
    mails.filter((mail) => mail.delivery?.state === 'ERROR' && !isSuperseded(mail, mails)).map((mail) => mail.bookingId),
  );
  return [...new Set(bookingIds)].filter((id) => failed.has(id));
}
