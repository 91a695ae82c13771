import type { AppConfig } from '../../../ports/app-config-port';
import type { ServiceResolver } from '../../shared/services/services-context';
import { createRemoteContainer, liveStrapi } from './remote';
import type { SignInStage } from './sign-in-stage';

/**
 * Production Strapi (VITE_STRAPI_URL, required) and Firebase (VITE_FIREBASE_*). `stage`: the sign-in page's services,
 * when it started with them (production-sign-in.ts).
 */
export async function createServices(config: AppConfig, stage?: SignInStage): Promise<ServiceResolver> {
  if (!import.meta.env.VITE_STRAPI_URL) throw new Error('VITE_STRAPI_URL is not set for the production profile');
  const defaults = { strapiUrl: String(import.meta.env.VITE_STRAPI_URL), liveStrapi: await liveStrapi() };
  return createRemoteContainer(config, import.meta.env, defaults, window.localStorage, stage);
}
