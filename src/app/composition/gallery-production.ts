import type { AppConfig } from '../../../ports/app-config-port';
import { createRemoteGalleryServices } from './gallery-remote';
import type { GalleryAudience, GalleryServices } from './gallery-services';

/** The galleries on production Firebase (VITE_FIREBASE_*) and Strapi (VITE_STRAPI_URL), as production.ts reads them. */
export async function createGalleryServices(config: AppConfig, audience: GalleryAudience): Promise<GalleryServices> {
  return createRemoteGalleryServices(config, import.meta.env, audience, String(import.meta.env.VITE_STRAPI_URL));
}
