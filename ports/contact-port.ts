import type { ContactMessage } from '../domain/contact/contact-message';

/**
 * Delivers a validated contact message to the photographer.
 *
 * Contract: resolves once the message is stored for delivery; rejects with a `DomainError`
 * (`network/unavailable` when it could not be sent, so the UI says "not sent, try again"; a field code when the
 * server's validation disagrees). Never resolves for a message that was not stored.
 */
export interface ContactPort {
  send(message: ContactMessage): Promise<void>;
}
