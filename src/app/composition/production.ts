import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { createRemoteContainer, liveStrapi } from './remote';

/** Production Strapi (VITE_STRAPI_URL, required) and Firebase (VITE_FIREBASE_*). */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  if (!import.meta.env.VITE_STRAPI_URL) throw new Error('VITE_STRAPI_URL is not set for the production profile');
  return createRemoteContainer(config, import.meta.env, { strapiUrl: String(import.meta.env.VITE_STRAPI_URL), liveStrapi: await liveStrapi() }, window.localStorage);
}
