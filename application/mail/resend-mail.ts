import { DomainError } from '../../domain/errors';
import { resendOf } from '../../domain/mail/mail-resend';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { ResendUnit } from '../../ports/units/mail-resend-port';

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
