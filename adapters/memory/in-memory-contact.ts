import { inject, injectable } from 'inversify';
import type { ContactMessage } from '../../domain/contact/contact-message';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { ContactPort } from '../../ports/contact-port';
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

  async send(message: ContactMessage): Promise<void> {
    await delay(this.options.latencyMs);
    const failure = this.failures.shift();
    if (failure) throw new DomainError(failure);
    this.sent.push(copy(message));
  }
}
