import type { AppConfig } from '../../../ports/app-config-port';
import { createRemoteGalleryServices } from './gallery-remote';
import type { GalleryServices } from './gallery-services';

/** The guests' gallery on production Firebase (VITE_FIREBASE_*), as production.ts reads it. */
export async function createGalleryServices(config: AppConfig): Promise<GalleryServices> {
  return createRemoteGalleryServices(config, import.meta.env);
}
