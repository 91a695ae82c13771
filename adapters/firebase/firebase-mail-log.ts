import { inject, injectable } from 'inversify';
import { bookingsWithFailedDelivery, byQueuedTime } from '../../application/mail/mail-log';
import type { MailDeliveryState } from '../../ports/wire/firestore-documents';
import { MAIL, queuedMailOf } from '../../ports/wire/firestore-documents';
import type { MailLogPort, QueuedMail } from '../../ports/mail-log-port';
import { asAdmin } from './firebase-admin-firestore';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;
const FAILED: MailDeliveryState = 'ERROR';

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

  /**
   * Failed mails are few: one query for them all, then the mails of only those bookings (to see whether a resend
   * took over), rather than every mail of every booking on the page.
   */
  failedDeliveries(bookingIds: readonly string[]): Promise<string[]> {
    return asAdmin(this.startup, async (fs, db) => {
      const wanted = new Set(bookingIds);
      const failed = await fs.getDocs(fs.query(fs.collection(db, MAIL), fs.where('delivery.state', '==', FAILED)));
      const suspects = [...new Set(failed.docs.map((doc) => doc.get('bookingId')).filter((id): id is string => wanted.has(id)))];
      const mails: QueuedMail[] = [];
      for (let i = 0; i < suspects.length; i += IN_LIMIT) {
        const chunk = suspects.slice(i, i + IN_LIMIT);
        const found = await fs.getDocs(fs.query(fs.collection(db, MAIL), fs.where('bookingId', 'in', chunk)));
        mails.push(...found.docs.map((doc) => queuedMailOf(doc.id, doc.data())));
      }
      return bookingsWithFailedDelivery(bookingIds, mails);
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
