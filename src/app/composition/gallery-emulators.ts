import type { AppConfig } from '../../../ports/app-config-port';
import { emulatorsEnv } from './emulators-env';
import { createRemoteGalleryServices } from './gallery-remote';
import type { GalleryServices } from './gallery-services';

/** The guests' gallery on the Firebase emulators, configured as emulators.ts is. */
export async function createGalleryServices(config: AppConfig): Promise<GalleryServices> {
  return createRemoteGalleryServices(config, emulatorsEnv());
}
