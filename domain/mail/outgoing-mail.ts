/**
 * A mail as it leaves the system, in the shape of the "Trigger Email" extension's outbox document (ports/
 * firestore-documents.ts stores it as `mail/{id}`): who gets it, whom a reply reaches, and the message with its
 * plain-text and HTML parts and attachments (nodemailer's fields, which the extension passes on).
 */
export interface MailAttachment {
  filename: string;
  /** The file's content as text (an iCalendar file is text), or base64 for binary files (`encoding`). */
  content: string;
  contentType: string;
  /** `base64`: `content` is a binary file (the QR Platba PNG) in base64, as nodemailer takes it. */
  encoding?: 'base64';
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface OutgoingMail {
  /** The outbox document id: derived from what the mail is about, so a retried transaction queues it once. */
  id: string;
  /**
   * The From header (domain/mail/sender.ts fromHeader: the photographer's name and MAIL_FROM); absent: the sender's
   * default (the Trigger Email extension's DEFAULT_FROM).
   */
  from?: string;
  to: string;
  replyTo?: string;
  message: MailMessage;
  /** The booking the mail is about (absent for contact messages): the delivery log and the erasure find it by this. */
  bookingId?: string;
  /**
   * The bookings a mail lists when it is about several (the photographer's morning digest): erasing or anonymising
   * any of them deletes the mail, which names the couple.
   */
  bookingIds?: string[];
  /** For a resend (domain/mail/mail-resend.ts): the id of the first mail of the chain, whose copy this is. */
  resendOf?: string;
}
