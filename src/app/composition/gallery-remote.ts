import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { readFirebaseConfig } from '../../../adapters/firebase/firebase-config';
import { firebaseHttp } from '../../../adapters/firebase/firebase-http';
import { FirebaseHttpGalleryCalls } from '../../../adapters/firebase/firebase-http-gallery-calls';
import { LazyStrapiAccounts } from '../../../adapters/strapi/strapi-lazy-accounts';
import type { AppConfig } from '../../../ports/app-config-port';
import { currentBuild } from './current-build';
import type { GalleryAudience, GalleryServices } from './gallery-services';
import { readStrapiConfig } from './strapi-lazy-bindings';

type Env = Record<string, string | boolean | undefined>;

/**
 * The galleries on the real functions (emulators and production): the gallery callables over plain fetch, the build
 * version. A guest has no accounts session (their calls carry the pass the PIN opened), so neither Strapi nor the
 * Firebase SDK is loaded; a couple's call here would be refused as not signed in, as it should. The couple's calls
 * carry their Strapi session, restored as the app restores it (strapi-lazy-accounts.ts: the accounts chunk loads only
 * when the browser holds the hint of a session); the Firebase SDK is never loaded on either.
 */
export function createRemoteGalleryServices(config: AppConfig, env: Env, audience: GalleryAudience, strapiUrl: string): GalleryServices {
  const http = firebaseHttp(readFirebaseConfig(env));
  const buildVersion = new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') });
  if (audience === 'guest') return { config, viewer: new FirebaseHttpGalleryCalls(http, { sessionToken: async () => null }), buildVersion };
  const visitors = new LazyStrapiAccounts(readStrapiConfig(env, strapiUrl));
  return { config, viewer: new FirebaseHttpGalleryCalls(http, visitors), buildVersion, visitors };
}
