import { inject, injectable } from 'inversify';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/submission-signals';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/**
 * The contact form goes to the `submitContactMessage` function, which applies the spam signals, re-validates and
 * queues the mail.
 */
@injectable()
export class FirebaseContact implements ContactPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async send(message: ContactMessage, signals: SubmissionSignals): Promise<void> {
    await callFunction(this.startup, 'submitContactMessage', { message, signals });
  }
}
