import { inject, injectable } from 'inversify';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import { callOverHttp, type FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The contact form goes to the `submitContactMessage` function (over fetch), which re-validates and queues the mail. */
@injectable()
export class FirebaseHttpContact implements ContactPort {
  constructor(@inject(FIREBASE_TOKENS.Http) private readonly http: FirebaseHttp) {}

  async send(message: ContactMessage, signals: SubmissionSignals): Promise<void> {
    await callOverHttp(this.http, 'submitContactMessage', { message, signals });
  }
}
