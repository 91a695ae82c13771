import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { MAIL, toMailDocument } from '../../ports/wire/firestore-documents';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/**
 * Queues a mail in the transaction, stamped with when it was queued (the retention policy counts from it): the
 * commit's server time.
 */
export function queueMail(store: Firestore, tx: Transaction, mail: OutgoingMail, at: string): void {
  tx.set(store.collection(MAIL).doc(mail.id), serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
}
