import { rateRules } from '../../domain/booking/booking-policy';
import { NO_DATE_HOLD, type DateHoldPolicy } from '../../domain/booking/date-hold';
import { holdOnVerification, parseVerifyToken, type EmailVerification } from '../../domain/booking/email-verification';
import { DomainError } from '../../domain/errors';
import { emailSecretDigest, sameDigest } from './email-token';
import type { EmailVerifier } from '../../ports/units/email-verification-port';

export interface VerifyEmail {
  /** The token from the receipt mail's link, as the page sent it (untrusted). */
  token: unknown;
  /** Who is asking, for the per-client limit (the server: the IP address). */
  client: string;
  now: Date;
  /** The date-hold policy now (the CMS site settings); absent: none. */
  holdPolicy?: DateHoldPolicy;
}

/**
 * The couple pressed the button on the page the receipt mail's link opened (the `verifyBookingEmail` function, the
 * in-memory fake). Every attempt counts against the client's limit; a token that is not the booking's (malformed,
 * another secret, an erased booking) is `verify/invalid-link`, with no hint which. The first confirmation is kept
 * (`emailVerifiedAt`); what it holds is domain/booking/email-verification.ts's rule, decided in one unit with the
 * day's lock and the address's other requests, so of two confirmations for one day only one holds it.
 */
export async function verifyBookingEmail(command: VerifyEmail, verifier: EmailVerifier): Promise<EmailVerification> {
  await verifier.countAttempt(rateRules.verification(command.client));
  const token = parseVerifyToken(command.token);
  if (!token) throw new DomainError('verify/invalid-link');
  const digest = await emailSecretDigest(token.secret);
  const { now } = command;
  return verifier.atomically(async (unit) => {
    const loaded = await unit.load(token.bookingId);
    const stored = loaded?.booking.emailTokenDigest;
    if (!loaded || !stored || !sameDigest(stored, digest)) throw new DomainError('verify/invalid-link');
    const { booking, lock } = loaded;
    const verifiedAt = booking.emailVerifiedAt ?? now.toISOString();
    const others = await unit.requestsOf(booking.contact.email);
    const { result, change } = holdOnVerification({ booking, verifiedAt, lock, others, policy: command.holdPolicy ?? NO_DATE_HOLD, now });
    if (!booking.emailVerifiedAt || change.set) await unit.save(booking.id, verifiedAt, change);
    return result;
  });
}
