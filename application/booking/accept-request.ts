import { createReservationCode, type Booking, type DateLock } from '../../domain/booking/booking';
import { agreedPricing } from '../../domain/booking/agreed-pricing';
import { requestMails, type ReceiptVerification } from '../../domain/booking/booking-mail';
import { rateRules, type BookingPolicy } from '../../domain/booking/booking-policy';
import { bookingFromRequest, validateBookingRequest } from '../../domain/booking/booking-request';
import { holdOnConfirmation, NO_DATE_HOLD, type DateHoldPolicy } from '../../domain/booking/date-hold';
import { verifyToken } from '../../domain/booking/email-verification';
import { INITIAL_STATUS } from '../../domain/booking/booking-status';
import { coupleHold, effectiveLock, publicLockRefusal } from '../../domain/booking/date-lock';
import { DomainError, invalidInput } from '../../domain/errors';
import { normalisedEmail } from '../../domain/user/user';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { SubmissionReceipt } from '../../ports/booking-submission-port';
import { mailContext } from '../mail/mail-context';
import { emailSecretDigest, newEmailSecret } from './email-token';
import { passBotChallenge } from '../bot/pass-bot-challenge';
import { signalsLookAutomated } from '../shared/signals-look-automated';
import type { BookingIntake, IntakeUnit, StoredReceipt } from '../../ports/units/booking-intake-port';
import type { SolvedChallenge } from '../../ports/units/challenge-verification-port';

export interface AcceptRequest {
  /** The form's input and spam signals as they arrived (untrusted). */
  input: unknown;
  signals: unknown;
  /** Who is asking, for the per-client limit (the server: the IP address). */
  client: string;
  now: Date;
  policy?: BookingPolicy;
  /** The date-hold policy (the CMS site settings), which the receipt names; absent: none. */
  holdPolicy?: DateHoldPolicy;
  random?: () => number;
}

/**
 * The receipt: until when the request holds its day when it does (the same rule as the lookup), and, while the
 * couple has not confirmed their e-mail, that they should — with what confirming holds under the date-hold policy.
 */
function receiptOf(stored: Omit<StoredReceipt, 'email'>, weddingDate: string, lock: DateLock | null | undefined, now: Date, policy: DateHoldPolicy): SubmissionReceipt {
  const hold = coupleHold({ id: stored.bookingId, weddingDate, status: INITIAL_STATUS }, lock, now);
  const holds = holdOnConfirmation(policy);
  return {
    bookingId: stored.bookingId,
    reservationCode: stored.reservationCode,
    ...(hold ? { hold } : {}),
    ...(stored.awaitsEmail ? { confirmEmail: holds ? { hold: holds } : {} } : {}),
  };
}

/**
 * A replayed id answers its first receipt only to the couple who sent it: booking ids are readable on the public date
 * locks, and the reservation code is the lookup's secret, so another e-mail with a known id is refused.
 */
function replayedReceipt(replay: Replay, request: { weddingDate: string; contact: { email: string } }, now: Date, policy: DateHoldPolicy) {
  if (normalisedEmail(replay.stored.email) !== normalisedEmail(request.contact.email)) throw new DomainError('booking/already-exists');
  return receiptOf(replay.stored, request.weddingDate, replay.lock, now, policy);
}

/** The receipt mail's confirmation link, and what confirming will hold under the policy. */
function receiptVerification(bookingId: string, secret: string, policy: DateHoldPolicy): ReceiptVerification {
  const hold = holdOnConfirmation(policy);
  return { token: verifyToken(bookingId, secret), ...(hold ? { hold } : {}) };
}

/** A stored request met again under its id, with its day's lock as it stands. */
interface Replay {
  stored: StoredReceipt;
  lock: DateLock | null;
}

/**
 * A replay is an attempt at the reservation code (the right e-mail gets it), so it pays like a lookup: it spends its
 * challenge and counts against the client's lookup limit before anybody learns whether the e-mail was right. One
 * solved challenge thus buys one guess, and a stranger's guesses stop at the lookup limit.
 */
async function payForReplay(unit: IntakeUnit, replay: Replay, challenge: SolvedChallenge, client: string): Promise<Replay> {
  await unit.spendChallenge(challenge);
  await unit.takeRates(rateRules.lookup(client));
  return replay;
}

function refuseLocked(lock: DateLock | null, now: Date): void {
  const live = effectiveLock(lock, now);
  if (live) throw new DomainError(publicLockRefusal(live));
}

/**
 * Accept a public booking request (the `submitBooking` function, the in-memory fake): a request without a valid,
 * unspent bot-barrier challenge is refused `bot/challenge-failed` before anything is read; a bot that got past it
 * but filled the honeypot or was too fast gets a receipt-shaped answer and nothing is stored; invalid input is
 * refused field by field; a replayed id spends its challenge and counts like a lookup, then answers the stored
 * receipt to the same e-mail and `booking/already-exists` to any other; a locked day is `booking/date-taken`
 * (`booking/date-held` while another request's live hold is on it; an expired hold locks nothing); then the rate
 * limits, and the booking with its two mails is stored in the same unit as the counters, so a refused request never
 * counts against the couple. A new request holds no day, whatever the date-hold policy: its receipt mail carries the
 * e-mail confirmation link, and only the confirmation holds (verify-email.ts), so an address nobody controls holds
 * nothing.
 */
export async function acceptBookingRequest(command: AcceptRequest, intake: BookingIntake): Promise<SubmissionReceipt> {
  const { now, random, client } = command;
  const holdPolicy = command.holdPolicy ?? NO_DATE_HOLD;
  const challenge = await passBotChallenge(command.signals, intake.challenges, now);
  if (signalsLookAutomated(command.signals, command.policy)) {
    const id = (command.input as { id?: unknown } | null)?.id;
    return { bookingId: typeof id === 'string' ? id : '', reservationCode: createReservationCode(random) };
  }
  const validation = validateBookingRequest(command.input, { now, ...(command.policy ? { policy: command.policy } : {}) });
  if (!validation.ok) throw invalidInput(validation.errors, 'Invalid booking request');
  const request = validation.value;

  // A unit of its own that pays for a replay: it touches only the challenge's and the client's counter documents, so
  // a burst of retries does not contend for the booking's.
  const paid = (replay: Replay) => intake.atomically((unit) => payForReplay(unit, replay, challenge, client));
  // Read outside any transaction first: a replay is answered, and a request for a locked day refused, without the
  // real submissions fighting over the same documents.
  const early = await intake.peek.read(request.id, request.weddingDate);
  if (early.stored) return replayedReceipt(await paid({ stored: early.stored, lock: early.lock }), request, now, holdPolicy);
  refuseLocked(early.lock, now);
  const context = await mailContext(intake.mail, now);
  // The e-mail confirmation link's secret goes only into the receipt mail; the booking keeps its digest.
  const secret = newEmailSecret();
  const digest = await emailSecretDigest(secret);
  let outcome: SubmissionReceipt | Replay;
  try {
    outcome = await intake.atomically(async (unit): Promise<SubmissionReceipt | Replay> => {
      const { stored, lock } = await unit.read(request.id, request.weddingDate);
      if (stored) return payForReplay(unit, { stored, lock }, challenge, client);
      refuseLocked(lock, now);
      await unit.spendChallenge(challenge);
      await unit.takeRates(rateRules.booking(request.contact.email, client));
      const created = bookingFromRequest(request, { at: now.toISOString(), reservationCode: createReservationCode(random) });
      // The prices the request was made at stay with it, so a later price change never changes what was agreed.
      const pricing = agreedPricing(created, context.prices);
      const booking: Booking = { ...created, ...(pricing ? { pricing } : {}), emailTokenDigest: digest };
      const mails = requestMails(booking, receiptVerification(booking.id, secret, holdPolicy));
      await unit.save(booking, mails.map((intent) => bookingMailMessage(intent, booking, context)));
      return receiptOf({ bookingId: booking.id, reservationCode: booking.reservationCode, awaitsEmail: true }, booking.weddingDate, null, now, holdPolicy);
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // A parallel retry of the same id can win the race (this unit's create then fails, or the store gives up after
    // its retries): that is success for this caller too, so it is answered as a replay, paid like any other.
    const { stored, lock } = await intake.peek.read(request.id, request.weddingDate);
    if (!stored) throw error;
    outcome = await paid({ stored, lock });
  }
  return 'stored' in outcome ? replayedReceipt(outcome, request, now, holdPolicy) : outcome;
}
