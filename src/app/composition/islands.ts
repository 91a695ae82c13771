import type { ServiceIdentifier } from 'inversify';
import type { AnalyticsPort } from '../../../ports/analytics-port';
import { CONSENT_STORE, createConsentStore } from '../../features/consent/consent-store';
import { loadOnce } from '../../shared/services/load-once';
import type { ServiceResolver } from '../../shared/services/services-context';
import { presenceFromHint, VISITOR_PRESENCE } from '../../shared/session/visitor-presence';

type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Analytics whose adapter (and its SDK) loads only when the visitor accepts, or has accepted: a content page that
 * nobody consents on never downloads it. Keeps the port's contract: enable and disable never reject.
 */
export function deferredAnalytics(load: () => Promise<AnalyticsPort>): AnalyticsPort {
  const adapter = loadOnce(load);
  return {
    async enable() {
      try {
        await (await adapter.get()).enable();
      } catch (error) {
        console.warn('Analytics could not be loaded', error);
      }
    },
    async disable() {
      // Nothing collects before the adapter is there; one still loading is stopped once it is.
      const loading = adapter.pending();
      if (loading) await (await loading.catch(() => undefined))?.disable();
    },
    track(event, params) {
      adapter.loaded()?.track(event, params);
    },
  };
}

/**
 * What a content page's islands need (src/app/islands), without the container: the consent store over deferred
 * analytics and the visitor's presence from the hint the full app keeps (visitor-presence.ts). `loadAnalytics` is
 * the profile's adapter, chosen by the islands' entry at build time.
 */
export function createIslandServices({ storage, loadAnalytics }: { storage: BrowserStorage | undefined; loadAnalytics: () => Promise<AnalyticsPort> }): ServiceResolver {
  const services = new Map<ServiceIdentifier, unknown>([
    [CONSENT_STORE, createConsentStore({ analytics: deferredAnalytics(loadAnalytics), storage })],
    [VISITOR_PRESENCE, presenceFromHint(storage)],
  ]);
  const get = <T>(token: ServiceIdentifier<T>): T => {
    if (!services.has(token)) throw new Error(`A content page's islands have no ${String(token)}`);
    return services.get(token) as T;
  };
  return { get, getAsync: async (token) => get(token) };
}
