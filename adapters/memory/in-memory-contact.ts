import { inject, injectable } from 'inversify';
import { sendContactMessage } from '../../application/contact/send-contact-message';
import type { ContactMessage } from '../../domain/contact/contact-message';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import { copy, delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The submitContactMessage function without a server: the same use case (application/contact), same limits. */
@injectable()
export class InMemoryContact implements ContactPort {
  private readonly sent: ContactMessage[] = [];
  private failures: ErrorCode[] = [];
  private readonly rates = new InMemoryRateLimits(() => this.now());
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.BotChallenges) private readonly bot: InMemoryBotChallenges,
  ) {}

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
    await sendContactMessage({ message, signals, client: 'memory-browser', now: this.now() }, (work) => {
      const run = this.queue.then(() =>
        work({
          ...this.bot.ledger,
          takeRates: async (rules) => this.rates.take(rules),
          queue: async () => void this.sent.push(copy(message)),
        }),
      );
      this.queue = run.catch(() => undefined);
      return run;
    }, this.bot.challenges);
  }
}
