import type { AppConfig } from '../../../ports/app-config-port';
import type { AuthPort } from '../../../ports/auth-port';
import type { BuildVersionPort } from '../../../ports/build-version-port';
import type { GalleryViewerPort } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';

/** Who the gallery's entry opens the gallery for: a guest (`/galerie/*`) or the signed-in couple (`/ucet/galerie/*`). */
export type GalleryAudience = 'guest' | 'couple';

/**
 * What the galleries' own entry reads (src/app/gallery-main.tsx): its viewer port, the site's config for the page's
 * meta and the build version for stale chunks; for the couple also their accounts session (`visitors`), which their
 * gallery calls carry and the entry checks before the page renders. Each profile's gallery root (gallery-memory.ts,
 * gallery-remote.ts) makes them without the DI container, as sign-in-stage.ts does for the sign-in page.
 */
export interface GalleryServices {
  config: AppConfig;
  viewer: GalleryViewerPort;
  buildVersion: BuildVersionPort;
  visitors?: Pick<AuthPort, 'ready' | 'currentUser'>;
}

/** A profile's gallery root, loaded by the entry with a dynamic import per profile. */
export interface GalleryProfileModule {
  createGalleryServices(config: AppConfig, audience: GalleryAudience): Promise<GalleryServices>;
}

/** The few services as the components' useService resolves them: any other token is a wiring error, said at once. */
export function galleryResolver(services: GalleryServices): ServiceResolver {
  const byToken = new Map<unknown, unknown>([
    [TOKENS.AppConfig, services.config],
    [TOKENS.GalleryViewer, services.viewer],
    [TOKENS.BuildVersion, services.buildVersion],
  ]);
  const get = <T,>(token: unknown): T => {
    if (!byToken.has(token)) throw new Error(`The gallery's own entry has no service ${String(token)}`);
    return byToken.get(token) as T;
  };
  return { get, getAsync: async (token) => get(token) };
}

/**
 * Where a couple who is not signed in goes instead (their session lapsed or was taken back): the sign-in page, which
 * brings them back to the gallery, as the app's `visitor-only` middleware sends them. Null when they may stay.
 */
export async function coupleSignInRedirect(services: GalleryServices, pathname: string): Promise<string | null> {
  const visitors = services.visitors;
  if (visitors && (await visitors.ready()) && visitors.currentUser()) return null;
  return `/prihlaseni?next=${encodeURIComponent(pathname)}`;
}
