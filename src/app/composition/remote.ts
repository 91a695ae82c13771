import { Container } from 'inversify';
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FirebaseAnalytics } from '../../../adapters/firebase/firebase-analytics';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import { FirebaseBookingAdmin } from '../../../adapters/firebase/firebase-booking-admin';
import { FirebaseBookingSubmission } from '../../../adapters/firebase/firebase-booking-submission';
import { FirebaseContact } from '../../../adapters/firebase/firebase-contact';
import { FirebaseFileStorage } from '../../../adapters/firebase/firebase-file-storage';
import { createFirebaseStartup, FIREBASE_TOKENS } from '../../../adapters/firebase/firebase-tokens';
import { FirestoreBookingRepository } from '../../../adapters/firebase/firestore-booking-repository';
import type { AppConfig } from '../../../ports/app-config';
import { TOKENS } from '../../../ports/tokens';
import { hasAnalyticsConsent } from '../../features/consent/consent-store';
import type { ServiceResolver } from '../providers/services-context';
import { currentBuild } from './current-build';
import { bindStores } from './shared-bindings';
import { bindStrapi, readStrapiConfig } from './strapi-bindings';

export interface RemoteProfileDefaults {
  strapiUrl: string;
}

/**
 * The real services: Strapi for content and couples' accounts, Firebase for bookings, the admin, functions,
 * storage and analytics. The Firebase adapters load the SDK on first use, so public content pages never download
 * it; the start-up sequence runs once, when a page first needs Firebase.
 */
export function createRemoteContainer(
  config: AppConfig,
  env: Record<string, string | boolean | undefined>,
  defaults: RemoteProfileDefaults,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  bindStrapi(container, readStrapiConfig(env, defaults.strapiUrl));
  container
    .bind(FIREBASE_TOKENS.Startup)
    .toConstantValue(createFirebaseStartup({ env, analyticsConsent: () => hasAnalyticsConsent(storage) }));
  container.bind(TOKENS.AdminAuth).to(FirebaseAuth);
  container.bind(TOKENS.Bookings).to(FirestoreBookingRepository);
  container.bind(TOKENS.BookingSubmission).to(FirebaseBookingSubmission);
  container.bind(TOKENS.BookingAdmin).to(FirebaseBookingAdmin);
  container.bind(TOKENS.Contact).to(FirebaseContact);
  container.bind(TOKENS.FileStorage).to(FirebaseFileStorage);
  container.bind(TOKENS.Analytics).to(FirebaseAnalytics);
  container.bind(TOKENS.BuildVersion).toConstantValue(new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') }));
  bindStores(container, storage);
  return container;
}

export type { ServiceResolver };
