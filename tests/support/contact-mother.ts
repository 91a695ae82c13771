import type { ContactMessage } from '../../domain/contact/contact-message';

let sequence = 0;

/** A valid contact message from a fresh sender (so rate limits per e-mail never collide between tests). */
export function aContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  sequence += 1;
  return {
    name: 'Jana Nováková',
    email: `jana-${sequence}-${Date.now().toString(36)}@example.cz`,
    message: 'Máte volno v červnu 2027?',
    consentAt: new Date().toISOString(),
    ...overrides,
  };
}
