import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { createRemoteContainer, liveStrapi } from './remote';

/** Local Strapi (default http://127.0.0.1:1337) and the Firebase emulator suite (VITE_FIREBASE_USE_EMULATORS). */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  // The emulators need no configuration: a demo- project (offline by definition) on the ports in firebase.json.
  const env = {
    VITE_FIREBASE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: 'demo-svatebni-fotograf',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    ...import.meta.env,
  };
  return createRemoteContainer(config, env, { strapiUrl: 'http://127.0.0.1:1337', liveStrapi: await liveStrapi() }, window.localStorage);
}
