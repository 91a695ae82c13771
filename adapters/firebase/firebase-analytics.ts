import type { Analytics } from 'firebase/analytics';
import { inject, injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

type AnalyticsSdk = Pick<typeof import('firebase/analytics'), 'logEvent' | 'setAnalyticsCollectionEnabled'>;

/**
 * Google Analytics for Firebase, started only after consent and stopped when it is withdrawn
 * (`setAnalyticsCollectionEnabled(false)` also stops the SDK's own page views); failures are warnings, never errors
 * for the page.
 */
@injectable()
export class FirebaseAnalytics implements AnalyticsPort {
  private analytics: Analytics | null = null;
  private sdk: AnalyticsSdk | undefined;
  /** The visitor's current wish; an enable() still starting when consent is withdrawn must not turn collection on. */
  private wanted = false;

  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async enable(): Promise<void> {
    this.wanted = true;
    try {
      const analytics = await this.startup.enableAnalytics();
      if (!analytics) return;
      const { logEvent, setAnalyticsCollectionEnabled } = await import('firebase/analytics');
      this.analytics = analytics;
      this.sdk = { logEvent, setAnalyticsCollectionEnabled };
      this.sdk.setAnalyticsCollectionEnabled(analytics, this.wanted);
    } catch (error) {
      console.warn('Firebase Analytics initialization failed', error);
    }
  }

  async disable(): Promise<void> {
    this.wanted = false;
    if (!this.analytics || !this.sdk) return;
    try {
      this.sdk.setAnalyticsCollectionEnabled(this.analytics, false);
    } catch (error) {
      console.warn('Analytics collection not stopped', error);
    }
  }

  track(event: string, params?: Record<string, string | number>): void {
    if (!this.wanted || !this.analytics || !this.sdk) return;
    try {
      this.sdk.logEvent(this.analytics, event, params);
    } catch (error) {
      console.warn('Analytics event not sent', error);
    }
  }
}
