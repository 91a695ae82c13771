import { inject, injectable } from 'inversify';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { looksLikeBot } from '../../domain/booking/booking-request';
import { contactMessageInput, validateContactMessage, type ContactMessage } from '../../domain/contact/contact-message';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/submission-signals';
import { MemoryRateLimits } from './memory-rate-limits';
import { copy, delay, MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

/** submitContactMessage's behaviour (functions/src/submit-contact.ts) without a server: same rule, same limits. */
@injectable()
export class InMemoryContact implements ContactPort {
  private readonly sent: ContactMessage[] = [];
  private failures: ErrorCode[] = [];
  private readonly limits = new MemoryRateLimits(() => this.now());

  constructor(@inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Test hook: the next `send` rejects with this code (e.g. network/unavailable). */
  failNext(code: ErrorCode): void {
    this.failures.push(code);
  }

  /** Test hook: the messages stored for delivery, as they were sent. */
  get messages(): ContactMessage[] {
    return copy(this.sent);
  }

  async send(message: ContactMessage, signals: SubmissionSignals): Promise<void> {
    await delay(this.options.latencyMs);
    // A simulated failure stands for a lost connection: it happens before the server could judge the message.
    const failure = this.failures.shift();
    if (failure) throw new DomainError(failure);
    // As submitContactMessage does: a bot is answered like a person, but nothing is kept or counted.
    if (looksLikeBot({ honeypot: signals.honeypot, formShownAt: 0, submittedAt: signals.fillMs })) return;
    const validation = validateContactMessage(contactMessageInput(message), this.now());
    if (!validation.ok) {
      const fields = validation.errors;
      throw new DomainError(Object.values(fields)[0] ?? 'unknown', 'Invalid contact message', { fields });
    }
    this.limits.take(
      [
        { key: `contact-email:${validation.value.email}`, limit: SUBMISSION_LIMITS.contactPerEmail },
        { key: 'contact-client', limit: SUBMISSION_LIMITS.contactPerIp },
      ],
      'contact/rate-limited',
    );
    this.sent.push(copy(message));
  }
}
