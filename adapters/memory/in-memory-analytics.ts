import { injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';

/** Records what would be sent; records nothing before enable(), like the real adapter sends nothing. */
@injectable()
export class InMemoryAnalytics implements AnalyticsPort {
  enabled = false;
  readonly events: Array<{ event: string; params?: Record<string, string | number> }> = [];

  async enable(): Promise<void> {
    this.enabled = true;
  }

  track(event: string, params?: Record<string, string | number>): void {
    if (this.enabled) this.events.push(params ? { event, params } : { event });
  }
}
