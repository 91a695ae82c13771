import type { Analytics } from 'firebase/analytics';
import { describe, expect, it, vi } from 'vitest';
import { analyticsContract, type CollectedEvent } from '../../tests/contracts/analytics.contract';
import { FirebaseAnalytics } from './firebase-analytics';
import type { FirebaseStartup } from './firebase-startup';

/*
 * Google Analytics cannot run here honestly: the SDK's isSupported() is false without a browser's cookies and
 * IndexedDB, and what it sends goes to Google. So the SDK boundary is the observation point: the events this adapter
 * hands to `logEvent`, and what it does when the SDK's start fails. FirebaseStartup's consent memo is tested in
 * firebase-startup.test.ts.
 */
const { logEvent, setAnalyticsCollectionEnabled } = vi.hoisted(() => ({ logEvent: vi.fn(), setAnalyticsCollectionEnabled: vi.fn() }));
vi.mock('firebase/analytics', () => ({ logEvent, setAnalyticsCollectionEnabled }));

function startupWith(handle: Analytics, started: Promise<void> = Promise.resolve()) {
  return { enableAnalytics: async () => (await started, handle) } as unknown as FirebaseStartup;
}

analyticsContract('Firebase (SDK boundary)', async () => {
  logEvent.mockReset();
  setAnalyticsCollectionEnabled.mockReset();
  const handle = { app: { name: 'test' } } as unknown as Analytics;
  let broken = false;
  const startup = {
    enableAnalytics: async () => {
      if (broken) throw new Error('Analytics blocked');
      return handle;
    },
  } as unknown as FirebaseStartup;
  return {
    analytics: new FirebaseAnalytics(startup),
    collected: () =>
      logEvent.mock.calls.map(([analytics, event, params]): CollectedEvent => {
        if (analytics !== handle) throw new Error('logEvent called without the started Analytics instance');
        return params === undefined ? { event } : { event, params };
      }),
    breakBackend: () => {
      broken = true;
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    },
  };
});

describe('Firebase Analytics collection switch', () => {
  const handle = { app: { name: 'switch' } } as unknown as Analytics;

  it("withdrawing consent turns the SDK's own collection off (page views included), accepting again back on", async () => {
    setAnalyticsCollectionEnabled.mockReset();
    const analytics = new FirebaseAnalytics(startupWith(handle));
    await analytics.enable();
    await analytics.disable();
    await analytics.enable();
    expect(setAnalyticsCollectionEnabled.mock.calls).toEqual([
      [handle, true],
      [handle, false],
      [handle, true],
    ]);
  });

  it('consent withdrawn while Analytics is still starting leaves collection off', async () => {
    setAnalyticsCollectionEnabled.mockReset();
    logEvent.mockReset();
    let start!: () => void;
    const analytics = new FirebaseAnalytics(startupWith(handle, new Promise<void>((resolve) => (start = resolve))));
    const enabling = analytics.enable();
    await analytics.disable();
    start();
    await enabling;
    analytics.track('page_view');
    expect(setAnalyticsCollectionEnabled.mock.calls).toEqual([[handle, false]]);
    expect(logEvent).not.toHaveBeenCalled();
  });
});
