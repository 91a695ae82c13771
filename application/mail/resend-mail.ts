import { DomainError } from '../../domain/errors';
import { resendOf } from '../../domain/mail/mail-resend';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { MailDeliveryState } from '../../ports/wire/firestore-documents';
import type { Atomically } from '../shared/unit-of-work';

export interface ResendUnit {
  /** The stored mail with its delivery state (`undefined` while no sender has seen it); null for an unknown id. */
  load(mailId: string): Promise<{ mail: OutgoingMail; state: MailDeliveryState | undefined } | null>;
  /** Whether an outbox mail with this id exists. */
  exists(mailId: string): Promise<boolean>;
  /** Queues a new outbox mail, stamped with when it was queued. */
  queue(mail: OutgoingMail, at: string): Promise<void>;
}

/**
 * Admin: sends a failed mail again as a new outbox document with the same envelope and message (the failed one
 * stays: history is not edited). Only a mail whose delivery ended in ERROR, because a pending or sent one would go out
 * twice. The new id derives from the failed mail (domain/mail/mail-resend.ts), so a repeated call queues nothing more
 * and answers the same id.
 */
export async function resendMail(
  command: { caller: Caller | null; mailId: unknown; now: Date },
  atomically: Atomically<ResendUnit>,
): Promise<{ mailId: string }> {
  requireAdmin(command.caller);
  const mailId = command.mailId;
  if (typeof mailId !== 'string' || mailId === '' || mailId.length > 300 || mailId.includes('/')) throw new DomainError('id/invalid');
  return atomically(async (unit) => {
    const stored = await unit.load(mailId);
    if (!stored) throw new DomainError('mail/not-found');
    if (stored.state !== 'ERROR') throw new DomainError('mail/not-failed', `Delivery state is ${stored.state ?? 'unseen'}`);
    const next = resendOf(stored.mail);
    if (!(await unit.exists(next.id))) await unit.queue(next, command.now.toISOString());
    return { mailId: next.id };
  });
}
