import type { ContactMessage } from '../domain/contact/contact-message';
import type { SubmissionSignals } from './wire/submission-signals';

/**
 * Delivers a validated contact message to the photographer.
 *
 * Contract: resolves once the message is stored for delivery; rejects with a `DomainError`
 * (`network/unavailable` when it could not be sent, so the UI says "not sent, try again"; a field code when the
 * server's validation disagrees; `contact/rate-limited` after too many messages from one client or e-mail). Never resolves for a message from a person that was not stored.
 * A message whose `signals` look automated (`looksLikeBot`: a filled honeypot or a form sent faster than the
 * policy's `minFillMs`) resolves just the same, so a bot learns nothing, but it is neither stored nor sent.
 */
export interface ContactPort {
  send(message: ContactMessage, signals: SubmissionSignals): Promise<void>;
}
