import { describe, expect, it } from 'vitest';
import { InMemoryAnalytics } from './in-memory-analytics';

describe('InMemoryAnalytics (AnalyticsPort contract)', () => {
  it('records nothing before enable(), then every event with its params', async () => {
    const analytics = new InMemoryAnalytics();
    analytics.track('page_view', { path: '/' });
    expect(analytics.events).toEqual([]);
    await analytics.enable();
    analytics.track('booking_submitted', { kind: 'full' });
    analytics.track('contact_sent');
    expect(analytics.events).toEqual([{ event: 'booking_submitted', params: { kind: 'full' } }, { event: 'contact_sent' }]);
  });

  it('enable() resolves and is idempotent', async () => {
    const analytics = new InMemoryAnalytics();
    await expect(analytics.enable()).resolves.toBeUndefined();
    await analytics.enable();
    expect(analytics.isEnabled).toBe(true);
  });
});
