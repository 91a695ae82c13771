import { inject, injectable } from 'inversify';
import { bookingsWithFailedDelivery, byQueuedTime } from '../../application/mail/mail-log';
import type { MailDeliveryState } from '../../ports/wire/firestore-documents';
import { MAIL, queuedMailOf } from '../../ports/wire/firestore-documents';
import type { MailLogPort, QueuedMail } from '../../ports/mail-log-port';
import type { Firestore } from 'firebase/firestore';
import { asAdmin, type FirestoreSdk } from './firebase-admin-firestore';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;
const FAILED: MailDeliveryState = 'ERROR';

/**
 * Failed mails are few: one query for them all, then the mails of only those bookings `keep` wants (to see whether
 * a resend took over), rather than every mail of every booking on the page.
 */
async function mailsOfFailing(fs: FirestoreSdk, db: Firestore, keep: (bookingId: string) => boolean): Promise<QueuedMail[]> {
  const failed = await fs.getDocs(fs.query(fs.collection(db, MAIL), fs.where('delivery.state', '==', FAILED)));
  const suspects = [...new Set(failed.docs.map((doc) => doc.get('bookingId')).filter((id): id is string => typeof id === 'string' && keep(id)))];
  const chunks: string[][] = [];
  for (let i = 0; i < suspects.length; i += IN_LIMIT) chunks.push(suspects.slice(i, i + IN_LIMIT));
  const found = await Promise.all(chunks.map((chunk) => fs.getDocs(fs.query(fs.collection(db, MAIL), fs.where('bookingId', 'in', chunk)))));
  return found.flatMap((snapshot) => snapshot.docs.map((doc) => queuedMailOf(doc.id, doc.data())));
}

/**
 * The delivery log. The outbox is read directly (firestore.rules let admins read `mail/`, never write it): the
 * sender keeps `delivery` on each document, so the documents are the log. A resend is the `resendMail` function.
 */
@injectable()
export class FirebaseMailLog implements MailLogPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  mailsOf(bookingId: string): Promise<QueuedMail[]> {
    return asAdmin(this.startup, async (fs, db) => {
      const found = await fs.getDocs(fs.query(fs.collection(db, MAIL), fs.where('bookingId', '==', bookingId)));
      return found.docs.map((doc) => queuedMailOf(doc.id, doc.data())).sort(byQueuedTime);
    });
  }

  failedDeliveries(bookingIds: readonly string[]): Promise<string[]> {
    const wanted = new Set(bookingIds);
    return asAdmin(this.startup, async (fs, db) => bookingsWithFailedDelivery(bookingIds, await mailsOfFailing(fs, db, (id) => wanted.has(id))));
  }

  bookingsWithFailedMail(): Promise<string[]> {
    return asAdmin(this.startup, async (fs, db) => {
      const mails = await mailsOfFailing(fs, db, () => true);
      return bookingsWithFailedDelivery(mails.flatMap((mail) => (mail.bookingId ? [mail.bookingId] : [])), mails);
    });
  }

  async resend(mailId: string): Promise<QueuedMail> {
    const { mailId: id } = await callFunction(this.startup, 'resendMail', { mailId });
    return asAdmin(this.startup, async (fs, db) => {
      const snapshot = await fs.getDoc(fs.doc(db, MAIL, id));
      return queuedMailOf(snapshot.id, snapshot.data() ?? {});
    });
  }
}
