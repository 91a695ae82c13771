import type { Analytics } from 'firebase/analytics';
import { vi } from 'vitest';
import { analyticsContract, type CollectedEvent } from '../../tests/contracts/analytics.contract';
import { FirebaseAnalytics } from './firebase-analytics';
import type { FirebaseStartup } from './firebase-startup';

/*
 * Google Analytics cannot run here honestly: the SDK's isSupported() is false without a browser's cookies and
 * IndexedDB, and what it sends goes to Google. So the SDK boundary is the observation point: the events this adapter
 * hands to `logEvent`, and what it does when the SDK's start fails. FirebaseStartup's consent memo is tested in
 * firebase-startup.test.ts.
 */
const logEvent = vi.hoisted(() => vi.fn());
vi.mock('firebase/analytics', () => ({ logEvent }));

analyticsContract('Firebase (SDK boundary)', async () => {
  logEvent.mockReset();
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
