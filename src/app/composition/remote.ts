import { Container } from 'inversify';
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { FirebaseAnalytics } from '../../../adapters/firebase/firebase-analytics';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import { FirebaseBookingAdmin } from '../../../adapters/firebase/firebase-booking-admin';
import { readFirebaseConfig } from '../../../adapters/firebase/firebase-config';
import { FirebaseFileStorage } from '../../../adapters/firebase/firebase-file-storage';
import { firebaseHttp } from '../../../adapters/firebase/firebase-http';
import { createFirebaseStartup, FIREBASE_TOKENS } from '../../../adapters/firebase/firebase-tokens';
import { FirestoreBookingRepository } from '../../../adapters/firebase/firestore-booking-repository';
import { FirestoreRestAvailability } from '../../../adapters/firebase/firestore-rest-availability';
import { HttpBookingSubmission } from '../../../adapters/firebase/http-booking-submission';
import { HttpContact } from '../../../adapters/firebase/http-contact';
import type { AppConfig } from '../../../ports/app-config';
import { TOKENS } from '../../../ports/tokens';
import { hasAnalyticsConsent } from '../../features/consent/consent-store';
import type { ServiceResolver } from '../providers/services-context';
import { currentBuild } from './current-build';
import { bindStores } from './shared-bindings';
import { bindLazyStrapiAccounts, bindStrapi, readStrapiConfig } from './strapi-bindings';

export interface RemoteProfileDefaults {
  strapiUrl: string;
  /**
   * `snapshot` (a built site): content from the files the prerender step published on the site's origin, accounts
   * loaded on first use. `live` (the dev server): content straight from Strapi, so editors see changes at once.
   */
  content: 'live' | 'snapshot';
}

/**
 * The real services: Strapi for content and couples' accounts, Firebase for bookings, the admin, functions,
 * storage and analytics. The public booking and contact pages speak to Firebase over plain HTTP (callables, Firestore
 * REST), so only the admin downloads the SDK — on first use; its start-up sequence runs once, when a page needs it.
 */
export function createRemoteContainer(
  config: AppConfig,
  env: Record<string, string | boolean | undefined>,
  defaults: RemoteProfileDefaults,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  const strapi = readStrapiConfig(env, defaults.strapiUrl);
  if (defaults.content === 'live') bindStrapi(container, strapi);
  else {
    container.bind(TOKENS.ContentBackend).toConstantValue(new FetchContentSnapshot({ baseUrl: String(env.BASE_URL ?? '/') }));
    bindLazyStrapiAccounts(container, strapi);
  }
  container
    .bind(FIREBASE_TOKENS.Startup)
    .toConstantValue(createFirebaseStartup({ env, analyticsConsent: () => hasAnalyticsConsent(storage) }));
  // Read when a public booking or contact adapter is first needed, like the SDK's config.
  container.bind(FIREBASE_TOKENS.Http).toDynamicValue(() => firebaseHttp(readFirebaseConfig(env)));
  container.bind(TOKENS.AdminAuth).to(FirebaseAuth);
  container.bind(TOKENS.Bookings).to(FirestoreBookingRepository);
  container.bind(TOKENS.Availability).to(FirestoreRestAvailability);
  container.bind(TOKENS.BookingSubmission).to(HttpBookingSubmission);
  container.bind(TOKENS.BookingAdmin).to(FirebaseBookingAdmin);
  container.bind(TOKENS.Contact).to(HttpContact);
  container.bind(TOKENS.FileStorage).to(FirebaseFileStorage);
  container.bind(TOKENS.Analytics).to(FirebaseAnalytics);
  container.bind(TOKENS.BuildVersion).toConstantValue(new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') }));
  bindStores(container, storage);
  return container;
}

export type { ServiceResolver };
