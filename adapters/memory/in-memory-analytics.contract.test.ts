import { describe, expect, it, vi } from 'vitest';
import { analyticsContract } from '../../tests/contracts/analytics.contract';
import { InMemoryAnalytics } from './in-memory-analytics';

analyticsContract('in-memory', async () => {
  const analytics = new InMemoryAnalytics();
  return {
    analytics,
    collected: () => analytics.events,
    breakBackend: () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      analytics.block();
    },
  };
});

describe('in-memory analytics specifics', () => {
  it('tells tests whether the visitor enabled it', async () => {
    const analytics = new InMemoryAnalytics();
    expect(analytics.isEnabled).toBe(false);
    await analytics.enable();
    expect(analytics.isEnabled).toBe(true);
  });

  it('keeps its own copy of the params a caller passed', async () => {
    const analytics = new InMemoryAnalytics();
    await analytics.enable();
    const params = { kind: 'full' };
    analytics.track('booking_submitted', params);
    params.kind = 'changed';
    expect(analytics.events).toEqual([{ event: 'booking_submitted', params: { kind: 'full' } }]);
  });
});
