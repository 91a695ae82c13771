import type { StoredOutboxMail } from '../../adapters/memory/in-memory-outbox';
import type { MailDelivery } from '../../ports/wire/firestore-documents';

/** An outbox mail of a booking as the fakes keep it, with what a sender recorded (the delivery log's stories). */
export function outboxMail(
  bookingId: string,
  suffix: string,
  subject: string,
  queuedAt: string,
  delivery?: MailDelivery,
  extra: { to?: string; resendOf?: string } = {},
): StoredOutboxMail {
  return {
    mail: {
      id: `${bookingId}-${suffix}`,
      bookingId,
      to: extra.to ?? 'novomanzele@example.cz',
      message: { subject, text: subject, html: `<p>${subject}</p>` },
      ...(extra.resendOf ? { resendOf: extra.resendOf } : {}),
    },
    queuedAt,
    ...(delivery ? { delivery } : {}),
  };
}

export const bounced: MailDelivery = {
  state: 'ERROR',
  attempts: 3,
  error: '550 5.1.1 <novomanzele@example.cz>: Recipient address rejected: User unknown',
  startTime: '2027-01-15T09:31:00.000Z',
  endTime: '2027-01-15T09:31:04.000Z',
};
