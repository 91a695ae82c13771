import type { Analytics } from 'firebase/analytics';
import { inject, injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** Google Analytics for Firebase, started only after consent; failures are warnings, never errors for the page. */
@injectable()
export class FirebaseAnalytics implements AnalyticsPort {
  private analytics: Analytics | null = null;
  private logEvent: typeof import('firebase/analytics').logEvent | undefined;

  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async enable(): Promise<void> {
    try {
      this.analytics = await this.startup.enableAnalytics();
      if (this.analytics) this.logEvent = (await import('firebase/analytics')).logEvent;
    } catch (error) {
      console.warn('Firebase Analytics initialization failed', error);
    }
  }

  track(event: string, params?: Record<string, string | number>): void {
    if (!this.analytics || !this.logEvent) return;
    try {
      this.logEvent(this.analytics, event, params);
    } catch (error) {
      console.warn('Analytics event not sent', error);
    }
  }
}
