import type { AppConfig } from '../../../ports/app-config-port';
import { emulatorsEnv } from './emulators-env';
import { createRemoteGalleryServices } from './gallery-remote';
import type { GalleryAudience, GalleryServices } from './gallery-services';

/** The galleries on the Firebase emulators and the local Strapi, configured as emulators.ts is. */
export async function createGalleryServices(config: AppConfig, audience: GalleryAudience): Promise<GalleryServices> {
  return createRemoteGalleryServices(config, emulatorsEnv(), audience, 'http://127.0.0.1:1337');
}
