import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { readFirebaseConfig } from '../../../adapters/firebase/firebase-config';
import { firebaseHttp } from '../../../adapters/firebase/firebase-http';
import { FirebaseHttpGalleryCalls } from '../../../adapters/firebase/firebase-http-gallery-calls';
import type { AppConfig } from '../../../ports/app-config-port';
import { currentBuild } from './current-build';
import type { GalleryServices } from './gallery-services';

type Env = Record<string, string | boolean | undefined>;

/**
 * The guests' gallery on the real functions (emulators and production): the gallery callables over plain fetch, the
 * build version. A guest has no accounts session (their calls carry the pass the PIN opened), so neither Strapi nor
 * the Firebase SDK is loaded; a couple's call here would be refused as not signed in, as it should.
 */
export function createRemoteGalleryServices(config: AppConfig, env: Env): GalleryServices {
  return {
    config,
    viewer: new FirebaseHttpGalleryCalls(firebaseHttp(readFirebaseConfig(env)), { sessionToken: async () => null }),
    buildVersion: new FetchBuildVersion(currentBuild(), { baseUrl: String(env.BASE_URL ?? '/') }),
  };
}
