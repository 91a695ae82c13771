import type { AnalyticsPort } from '../../../ports/analytics-port';

/**
 * The profile's analytics adapter for a content page's islands, a constant choice in the bundle (as main.tsx's
 * loadProfile): the memory build carries no Firebase code. Called only once the visitor has consented (islands.ts).
 */
export async function loadIslandAnalytics(storage: Pick<Storage, 'getItem'> | undefined): Promise<AnalyticsPort> {
  if (import.meta.env.VITE_PROFILE === 'production' || import.meta.env.VITE_PROFILE === 'emulators') {
    const { createFirebaseAnalytics } = await import('./islands-firebase-analytics');
    return createFirebaseAnalytics(import.meta.env, storage);
  }
  const { InMemoryAnalytics } = await import('../../../adapters/memory/in-memory-analytics');
  return new InMemoryAnalytics();
}
