import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { MailDeliveryState } from '../wire/firestore-documents';

/** The unit of an admin's resend of a failed mail (application/mail/resend-mail.ts). */
export interface ResendUnit {
  /** The stored mail with its delivery state (`undefined` while no sender has seen it); null for an unknown id. */
  load(mailId: string): Promise<{ mail: OutgoingMail; state: MailDeliveryState | undefined } | null>;
  /** Whether an outbox mail with this id exists. */
  exists(mailId: string): Promise<boolean>;
  /** Queues a new outbox mail, stamped with when it was queued. */
  queue(mail: OutgoingMail, at: string): Promise<void>;
}
