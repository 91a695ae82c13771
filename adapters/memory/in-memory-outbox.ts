import { injectable } from 'inversify';
import type { BookingMail } from '../../domain/booking/booking-mail';
import { copy } from './memory-tokens';

/** A queued mail, reduced to facts: which mail, to whom (the couple's address). The functions render the Czech text. */
export type InMemoryMail = BookingMail & { address?: string };

/**
 * What the fakes "send": the outbox the functions write for the Trigger Email extension, shared by the booking
 * and desk fakes (one per container), so a test or the demo can see every mail a flow queued.
 */
@injectable()
export class InMemoryOutbox {
  private readonly mails = new Map<string, InMemoryMail>();

  /** Queues mails; an id already queued is replaced, as the functions' `set` on the same document would. */
  queue(...mails: InMemoryMail[]): void {
    for (const mail of mails) this.mails.set(mail.id, copy(mail));
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) this.mails.delete(id);
  }

  list(): InMemoryMail[] {
    return copy([...this.mails.values()]);
  }
}
