import { FirebaseAnalytics } from '../../../adapters/firebase/firebase-analytics';
import { createFirebaseStartup } from '../../../adapters/firebase/firebase-tokens';
import type { AnalyticsPort } from '../../../ports/analytics-port';
import { hasAnalyticsConsent } from '../../features/consent/consent-store';

/** The remote profiles' analytics on a content page: loaded by the islands only once the visitor has consented. */
export function createFirebaseAnalytics(env: Record<string, string | boolean | undefined>, storage: Pick<Storage, 'getItem'> | undefined): AnalyticsPort {
  return new FirebaseAnalytics(createFirebaseStartup({ env, analyticsConsent: () => hasAnalyticsConsent(storage) }));
}
