import { inject, injectable } from 'inversify';
import { bookingsWithFailedDelivery, byQueuedTime } from '../../application/mail/mail-log';
import { resendMail } from '../../application/mail/resend-mail';
import { callerOf, requireAdmin, type Caller } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { MailLogPort, QueuedMail } from '../../ports/mail-log-port';
import { TOKENS } from '../../ports/tokens';
import type { InMemoryOutbox } from './in-memory-outbox';
import { delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The delivery log over the fakes' outbox, with the same resend use case as the `resendMail` function. */
@injectable()
export class InMemoryMailLog implements MailLogPort {
  constructor(
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
  ) {}

  private caller(): Caller | null {
    return callerOf(this.auth.currentUser());
  }

  private async asAdmin(): Promise<void> {
    await delay(this.options.latencyMs);
    requireAdmin(this.caller());
  }

  async mailsOf(bookingId: string): Promise<QueuedMail[]> {
    await this.asAdmin();
    return this.outbox
      .log()
      .filter((mail) => mail.bookingId === bookingId)
      .sort(byQueuedTime);
  }

  async failedDeliveries(bookingIds: readonly string[]): Promise<string[]> {
    await this.asAdmin();
    const wanted = new Set(bookingIds);
    return bookingsWithFailedDelivery(bookingIds, this.outbox.log().filter((mail) => mail.bookingId !== undefined && wanted.has(mail.bookingId)));
  }

  async bookingsWithFailedMail(): Promise<string[]> {
    await this.asAdmin();
    const mails = this.outbox.log();
    return bookingsWithFailedDelivery(mails.flatMap((mail) => (mail.bookingId ? [mail.bookingId] : [])), mails);
  }

  async resend(mailId: string): Promise<QueuedMail> {
    await delay(this.options.latencyMs);
    const { mailId: id } = await resendMail({ caller: this.caller(), mailId, now: this.options.now?.() ?? new Date() }, (work) =>
      work({
        load: async (id) => {
          const entry = this.outbox.get(id);
          return entry ? { mail: entry.mail, state: entry.delivery?.state } : null;
        },
        exists: async (id) => this.outbox.get(id) !== undefined,
        queue: async (mail, at) => this.outbox.queue([mail], at),
      }),
    );
    return this.outbox.log().find((mail) => mail.id === id)!;
  }
}
