import type { Firestore } from 'firebase-admin/firestore';
import type { ResendUnit } from '../../ports/units/mail-resend-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { fromMailDocument, MAIL, mailDeliveryOf, toMailDocument } from '../../ports/wire/firestore-documents';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/** A resend in one transaction: reads the failed mail and the next attempt's document, then creates that. */
export function resends(store: Firestore): Atomically<ResendUnit> {
  return (work) =>
    store.runTransaction((tx) =>
      work({
        async load(mailId) {
          const snapshot = await tx.get(store.collection(MAIL).doc(mailId));
          if (!snapshot.exists) return null;
          return { mail: fromMailDocument(snapshot.id, snapshot.data()!), state: mailDeliveryOf(snapshot.data()!)?.state };
        },
        exists: async (mailId) => (await tx.get(store.collection(MAIL).doc(mailId))).exists,
        async queue(mail, at) {
          tx.create(store.collection(MAIL).doc(mail.id), serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
        },
      }),
    );
}
