import type { OutgoingMail } from './outgoing-mail';

const RESEND = '-resend-';

/**
 * The id of the next attempt at a mail: `${first}-resend-${n}`, where `first` is the chain's first mail and `n` is one
 * more than the attempt being resent. It derives from the mail being resent alone, so resending the same failed mail
 * twice (a retried call, two admins at once) names the same document and queues it once.
 */
export function resendMailId(mail: Pick<OutgoingMail, 'id' | 'resendOf'>): string {
  const first = mail.resendOf ?? mail.id;
  const attempt = mail.resendOf && mail.id.startsWith(first + RESEND) ? Number(mail.id.slice(first.length + RESEND.length)) : 0;
  return `${first}${RESEND}${(Number.isInteger(attempt) ? attempt : 0) + 1}`;
}

/** A new outbox mail with the same envelope and message as `mail` (history is never edited: the old one stays). */
export function resendOf(mail: OutgoingMail): OutgoingMail {
  return { ...mail, id: resendMailId(mail), resendOf: mail.resendOf ?? mail.id };
}
