import { injectable } from 'inversify';
import type { MailSettings } from '../../application/mail/mail-context';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { copy } from './memory-tokens';

/**
 * What the fakes "send": the outbox the functions write for the Trigger Email extension, with the same mails the
 * use cases write there, shared by the booking and desk fakes (one per container), so a test or the demo can read
 * every mail a flow queued.
 */
@injectable()
export class InMemoryOutbox {
  private readonly mails = new Map<string, OutgoingMail>();

  /** Queues mails; an id already queued is replaced, as the functions' `set` on the same document would. */
  queue(...mails: OutgoingMail[]): void {
    for (const mail of mails) this.mails.set(mail.id, copy(mail));
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) this.mails.delete(id);
  }

  list(): OutgoingMail[] {
    return copy([...this.mails.values()]);
  }
}

/** The demo photographer (the memory profile's admin account) receives the fakes' notices. */
export const DEMO_PHOTOGRAPHER_EMAIL = DEMO_ACCOUNTS.find((account) => account.roles.includes('admin'))!.email;

/** The fakes' mail settings: the app's site address, the demo photographer, prices from the content fake. */
export function memoryMailSettings(siteUrl: string, prices: PriceCataloguePort): MailSettings {
  return { siteUrl, photographerEmail: DEMO_PHOTOGRAPHER_EMAIL, prices };
}
