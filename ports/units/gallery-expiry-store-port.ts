import type { Gallery } from '../../domain/gallery/gallery';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';

/**
 * What the galleries' daily run (expiry reminders, and taking expired galleries' URLs back) reads and writes: the
 * functions' Firestore and bucket, or a fake.
 */
export interface GalleryExpiryStore {
  /** Published galleries of a booking whose last day is within [from, until] (YYYY-MM-DD). */
  expiringBetween(from: string, until: string): AsyncIterable<Gallery>;
  /** Galleries whose last day is before `today` and whose URLs were not yet taken back for that last day. */
  expiredNotRevoked(today: string): AsyncIterable<Gallery>;
  bookingEmail(bookingId: string): Promise<string | null>;
  /** Queues the mail unless its id was queued before (a marker, as the booking reminders'); true when queued now. */
  queueOnce(mail: OutgoingMail, at: string): Promise<boolean>;
  /** Gives the gallery's files new download tokens and records it done for its current last day. */
  revokeUrls(gallery: Gallery): Promise<void>;
}
