import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { emulatorsEnv } from './emulators-env';
import { createRemoteContainer, liveStrapi } from './remote';
import type { SignInStage } from './sign-in-stage';

/**
 * Local Strapi (default http://127.0.0.1:1337) and the Firebase emulator suite (VITE_FIREBASE_USE_EMULATORS).
 * `stage`: the sign-in page's services, when it started with them (emulators-sign-in.ts).
 */
export async function createServices(config: AppConfig, stage?: SignInStage): Promise<ServiceResolver> {
  const defaults = { strapiUrl: 'http://127.0.0.1:1337', liveStrapi: await liveStrapi() };
  return createRemoteContainer(config, emulatorsEnv(), defaults, window.localStorage, stage);
}
