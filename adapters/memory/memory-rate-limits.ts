import { RATE_WINDOW_MS } from '../../domain/booking/booking-policy';
import { DomainError, type ErrorCode } from '../../domain/errors';

export interface MemoryRateRule {
  /** e.g. `contact-email:jana@example.cz`; the fake's one browser is one client, so a per-client key is global. */
  key: string;
  limit: number;
}

/** The functions' rate limits (functions/src/rate-limit.ts) for the fakes: attempts per key within RATE_WINDOW_MS. */
export class MemoryRateLimits {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly now: () => Date) {}

  /** Rejects `code` when any rule's key has reached its limit; otherwise counts one attempt for every key. */
  take(rules: readonly MemoryRateRule[], code: ErrorCode): void {
    const now = this.now().getTime();
    const recent = rules.map(({ key }) => {
      const list = (this.attempts.get(key) ?? []).filter((t) => t > now - RATE_WINDOW_MS);
      this.attempts.set(key, list);
      return list;
    });
    if (rules.some((rule, i) => recent[i]!.length >= rule.limit)) throw new DomainError(code);
    for (const list of recent) list.push(now);
  }
}
