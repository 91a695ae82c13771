import { inject, injectable } from 'inversify';
import { looksLikeBot } from '../../domain/booking/booking-request';
import type { ContactMessage } from '../../domain/contact/contact-message';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/submission-signals';
import { copy, delay, MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

@injectable()
export class InMemoryContact implements ContactPort {
  private readonly sent: ContactMessage[] = [];
  private failures: ErrorCode[] = [];

  constructor(@inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions) {}

  /** Test hook: the next `send` rejects with this code (e.g. network/unavailable). */
  failNext(code: ErrorCode): void {
    this.failures.push(code);
  }

  get messages(): ContactMessage[] {
    return copy(this.sent);
  }

  async send(message: ContactMessage, signals: SubmissionSignals): Promise<void> {
    await delay(this.options.latencyMs);
    // A simulated failure stands for a lost connection: it happens before the server could judge the message.
    const failure = this.failures.shift();
    if (failure) throw new DomainError(failure);
    // As submitContactMessage does: a bot is answered like a person, but nothing is kept.
    if (looksLikeBot({ honeypot: signals.honeypot, formShownAt: 0, submittedAt: signals.fillMs })) return;
    this.sent.push(copy(message));
  }
}
