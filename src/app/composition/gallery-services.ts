import type { AppConfig } from '../../../ports/app-config-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import type { GalleryViewerPort } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';

/**
 * What the guests' gallery reads (src/app/gallery-main.tsx): its viewer port, the site's config for the page's meta
 * and the build version for stale chunks. Each profile's gallery root (gallery-memory.ts, gallery-remote.ts) makes
 * them without the DI container, as sign-in-stage.ts does for the sign-in page.
 */
export interface GalleryServices {
  config: AppConfig;
  viewer: GalleryViewerPort;
  buildVersion: BuildVersionPort;
}

/** A profile's gallery root, loaded by the entry with a dynamic import per profile. */
export interface GalleryProfileModule {
  createGalleryServices(config: AppConfig): Promise<GalleryServices>;
}

/** The few services as the components' useService resolves them: any other token is a wiring error, said at once. */
export function galleryResolver(services: GalleryServices): ServiceResolver {
  const byToken = new Map<unknown, unknown>([
    [TOKENS.AppConfig, services.config],
    [TOKENS.GalleryViewer, services.viewer],
    [TOKENS.BuildVersion, services.buildVersion],
  ]);
  const get = <T,>(token: unknown): T => {
    if (!byToken.has(token)) throw new Error(`The guests' gallery has no service ${String(token)}`);
    return byToken.get(token) as T;
  };
  return { get, getAsync: async (token) => get(token) };
}
