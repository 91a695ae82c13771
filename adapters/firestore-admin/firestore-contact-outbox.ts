import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { contactMessageMail } from '../../domain/mail/templates/contact-message';
import type { ContactUnit } from '../../ports/units/contact-outbox-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { withLedger } from './firestore-challenge-ledger';
import { queueMail } from './firestore-outbox';
import { rateTaker } from './firestore-rate-limits';

/** Where a contact message goes and how its mail is signed: the deployment's settings, read per call. */
export interface ContactMailSettings {
  /** The From header (domain/mail/sender.ts fromHeader); null: the sender's default. */
  from: string | null;
  photographerEmail: string;
  siteUrl: string;
}

/** A contact-form message (application/contact/send-contact-message.ts): challenge, counters and the mail in one transaction. */
export function contactOutbox(store: Firestore, now: Date, settings: ContactMailSettings): Atomically<ContactUnit> {
  return withLedger<ContactUnit>(store, 10, (tx) => ({
    takeRates: rateTaker(store, tx, now),
    async queue(message) {
      const mail: OutgoingMail = {
        id: `contact-${randomUUID()}`,
        ...(settings.from ? { from: settings.from } : {}),
        to: settings.photographerEmail,
        replyTo: message.email,
        message: contactMessageMail(message, { siteUrl: settings.siteUrl }),
      };
      queueMail(store, tx, mail, now.toISOString());
    },
  }));
}
