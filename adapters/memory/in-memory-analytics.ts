import { injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';

export interface TrackedEvent {
  event: string;
  params?: Record<string, string | number>;
}

/** Analytics fake that records events — and, like the real one, records nothing before `enable()`. */
@injectable()
export class InMemoryAnalytics implements AnalyticsPort {
  private enabled = false;
  private blocked = false;
  private readonly tracked: TrackedEvent[] = [];

  /** Test hook: analytics cannot start here (an ad blocker, no cookies): enable() still resolves, nothing is recorded. */
  block(): void {
    this.blocked = true;
  }

  async enable(): Promise<void> {
    if (this.blocked) {
      console.warn('Analytics blocked: nothing will be recorded');
      return;
    }
    this.enabled = true;
  }

  async disable(): Promise<void> {
    this.enabled = false;
  }

  track(event: string, params?: Record<string, string | number>): void {
    if (!this.enabled) return;
    this.tracked.push(params ? { event, params: { ...params } } : { event });
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get events(): TrackedEvent[] {
    return structuredClone(this.tracked);
  }
}
