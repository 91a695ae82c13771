import { describe, expect, it } from 'vitest';
import type { AnalyticsPort } from '../../ports/analytics-port';

export interface CollectedEvent {
  event: string;
  params?: Record<string, string | number>;
}

export interface AnalyticsHarness {
  analytics: AnalyticsPort;
  /** What has been handed to the analytics backend so far, oldest first. */
  collected(): CollectedEvent[];
  /** The analytics backend will fail to start (an ad blocker, a browser without cookies or IndexedDB). */
  breakBackend(): void;
}

/** Behaviour of visitor analytics (ports/analytics-port.ts): consent first, and never a broken page. */
export function analyticsContract(name: string, setup: () => Promise<AnalyticsHarness>) {
  describe(`AnalyticsPort contract: ${name}`, () => {
    it('collects nothing before enable(), then every event with its params, in order', async () => {
      const { analytics, collected } = await setup();
      analytics.track('page_view', { page_path: '/' });
      expect(collected()).toEqual([]);
      await analytics.enable();
      analytics.track('booking_submitted', { kind: 'full', guests: 80 });
      analytics.track('contact_sent');
      expect(collected()).toEqual([
        { event: 'booking_submitted', params: { kind: 'full', guests: 80 } },
        { event: 'contact_sent' },
      ]);
    });

    it('drops events tracked before consent instead of sending them later', async () => {
      const { analytics, collected } = await setup();
      analytics.track('before_consent');
      await analytics.enable();
      expect(collected()).toEqual([]);
    });

    it('enable() resolves when called again, and events are still collected once each', async () => {
      const { analytics, collected } = await setup();
      await expect(analytics.enable()).resolves.toBeUndefined();
      await expect(analytics.enable()).resolves.toBeUndefined();
      analytics.track('gallery_opened');
      expect(collected()).toEqual([{ event: 'gallery_opened' }]);
    });

    it('collects nothing after disable() (consent withdrawn), and again after a new enable()', async () => {
      const { analytics, collected } = await setup();
      await analytics.enable();
      analytics.track('before_withdrawal');
      await expect(analytics.disable()).resolves.toBeUndefined();
      analytics.track('after_withdrawal');
      expect(collected()).toEqual([{ event: 'before_withdrawal' }]);
      await analytics.enable();
      analytics.track('consent_again');
      expect(collected()).toEqual([{ event: 'before_withdrawal' }, { event: 'consent_again' }]);
    });

    it('disable() before any enable() resolves and nothing is collected', async () => {
      const { analytics, collected } = await setup();
      await expect(analytics.disable()).resolves.toBeUndefined();
      analytics.track('page_view');
      expect(collected()).toEqual([]);
    });

    it('enable() resolves even when the backend cannot start, and track() then neither throws nor collects', async () => {
      const { analytics, collected, breakBackend } = await setup();
      breakBackend();
      await expect(analytics.enable()).resolves.toBeUndefined();
      expect(() => analytics.track('page_view')).not.toThrow();
      expect(collected()).toEqual([]);
    });
  });
}
