import { rateRules } from '../../domain/booking/booking-policy';
import { contactMessageInput, validateContactMessage } from '../../domain/contact/contact-message';
import { invalidInput } from '../../domain/errors';
import { passBotChallenge } from '../bot/pass-bot-challenge';
import { signalsLookAutomated } from '../shared/signals-look-automated';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { BotChallenges } from '../../ports/units/challenge-verification-port';
import type { ContactUnit } from '../../ports/units/contact-outbox-port';

export interface SendContactMessage {
  /** The form's message and spam signals as they arrived (untrusted). */
  message: unknown;
  signals: unknown;
  client: string;
  now: Date;
}

/**
 * A contact-form message (the `submitContactMessage` function, the in-memory fake): without a valid, unspent
 * bot-barrier challenge it is refused `bot/challenge-failed`; past it, a bot by the other signals is answered like a
 * person and nothing is kept; invalid input is refused field by field; the per-e-mail and per-client limits apply
 * (`contact/rate-limited`); the message is queued in the same unit as the counters.
 */
export async function sendContactMessage(
  command: SendContactMessage,
  atomically: Atomically<ContactUnit>,
  challenges: BotChallenges,
): Promise<{ ok: true }> {
  const challenge = await passBotChallenge(command.signals, challenges, command.now);
  if (signalsLookAutomated(command.signals)) return { ok: true };
  const validation = validateContactMessage(contactMessageInput(command.message), command.now);
  if (!validation.ok) throw invalidInput(validation.errors, 'Invalid contact message');
  const message = validation.value;
  await atomically(async (unit) => {
    await unit.spendChallenge(challenge);
    await unit.takeRates(rateRules.contact(message.email, command.client));
    await unit.queue(message);
  });
  return { ok: true };
}
