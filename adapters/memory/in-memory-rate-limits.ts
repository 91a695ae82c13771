import { RATE_WINDOW_MS, type RateRule } from '../../domain/booking/booking-policy';
import { DomainError } from '../../domain/errors';

/**
 * The rate counters of the fakes: hits per key within the last window (a sliding window; the functions use fixed
 * hourly windows; the contract only promises the limit per hour). The fake's one browser is one client.
 */
export class InMemoryRateLimits {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => Date) {}

  /** Checks every rule first and counts a hit on each only when none is exceeded, as one transaction would. */
  take(rules: RateRule[]): void {
    const at = this.now().getTime();
    const recent = rules.map((rule) => {
      const list = (this.hits.get(rule.key) ?? []).filter((t) => t > at - RATE_WINDOW_MS);
      this.hits.set(rule.key, list);
      if (list.length >= rule.limit) throw new DomainError(rule.code);
      return list;
    });
    for (const list of recent) list.push(at);
  }

  /** Drops the counters of these keys ("Smazat účet": even counted e-mails are the couple's data). */
  forget(keys: readonly string[]): number {
    return keys.filter((key) => this.hits.delete(key)).length;
  }
}
