import { inject, injectable } from 'inversify';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/booking/reminders';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { readDepositSettings } from '../../domain/payment/deposit';
import { photographerNameOf } from '../../domain/content/site-settings';
import type { MailDelivery } from '../../ports/wire/firestore-documents';
import type { QueuedMail } from '../../ports/mail-log-port';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { copy } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/** An outbox entry as the fake keeps it: the mail, when it was queued and what a sender recorded (none sends here). */
export interface StoredOutboxMail {
  mail: OutgoingMail;
  queuedAt: string;
  delivery?: MailDelivery;
}

/**
 * What the fakes "send": the outbox the functions write for the Trigger Email extension, with the same mails the
 * use cases write there, shared by the booking and desk fakes (one per container), so a test or the demo can read
 * every mail a flow queued. Nothing delivers here: stories and tests set delivery states with `deliver` (or seed
 * whole entries through `MemoryAdapterOptions.mails`).
 */
@injectable()
export class InMemoryOutbox {
  private readonly mails = new Map<string, StoredOutboxMail>();

  constructor(@inject(MEMORY_TOKENS.Options) options: MemoryAdapterOptions = {}) {
    for (const entry of options.mails ?? []) this.mails.set(entry.mail.id, copy(entry));
  }

  /** Queues mails; an id already queued is replaced, as the functions' `set` on the same document would. */
  queue(mails: readonly OutgoingMail[], queuedAt: string): void {
    for (const mail of mails) this.mails.set(mail.id, { mail: copy(mail), queuedAt });
  }

  /** Records what a sender would (the Trigger Email extension's `delivery`), for tests and stories. */
  deliver(id: string, delivery: MailDelivery): void {
    const entry = this.mails.get(id);
    if (!entry) throw new Error(`No mail ${id} in the outbox`);
    entry.delivery = copy(delivery);
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) this.mails.delete(id);
  }

  get(id: string): StoredOutboxMail | undefined {
    const entry = this.mails.get(id);
    return entry && copy(entry);
  }

  list(): OutgoingMail[] {
    return copy([...this.mails.values()].map((entry) => entry.mail));
  }

  /** Every entry as the delivery log shows it. */
  log(): QueuedMail[] {
    return [...this.mails.values()].map(({ mail, queuedAt, delivery }) => ({
      id: mail.id,
      ...(mail.bookingId ? { bookingId: mail.bookingId } : {}),
      to: mail.to,
      subject: mail.message.subject,
      queuedAt,
      ...(mail.resendOf ? { resendOf: mail.resendOf } : {}),
      ...(delivery ? { delivery: copy(delivery) } : {}),
    }));
  }
}

/** The demo photographer (the memory profile's admin account) receives the fakes' notices. */
export const DEMO_PHOTOGRAPHER_EMAIL = DEMO_ACCOUNTS.find((account) => account.roles.includes('admin'))!.email;

/**
 * The fakes' mail settings: the app's site address, the demo photographer, prices, the deposit settings and the
 * photographer's name from the content fake. No QR renderer: the fakes' mails carry the payment details as text (the browser draws no PNG).
 */
export function memoryMailSettings(siteUrl: string, content: PriceCataloguePort & Pick<ContentBackendPort, 'getSiteSettings'>): MailSettings {
  return {
    siteUrl,
    photographerEmail: DEMO_PHOTOGRAPHER_EMAIL,
    prices: content,
    deposit: { read: async () => readDepositSettings((await content.getSiteSettings()).deposit, DEFAULT_REMINDER_SETTINGS.depositDueDays) },
    photographer: { read: async () => photographerNameOf(await content.getSiteSettings()) },
  };
}
