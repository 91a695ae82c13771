import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { findRedirect } from '../../../domain/content/redirect';
import { isAdmin } from '../../../domain/user/user';
import type { AuthPort } from '../../../ports/auth-port';
import type { ContentBackendPort } from '../../../ports/content-backend-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';
import { forbidden } from '../../shared/routing/route-errors';

export interface MiddlewareContext extends LoaderFunctionArgs {
  path: string;
  services: ServiceResolver;
}

/** Runs before a route loads; throws a redirect or a route error to stop it, returns to let it continue. */
export type RouteMiddleware = (context: MiddlewareContext) => Promise<void> | void;

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>;

const REDIRECT_CACHE_MS = 5 * 60_000;

/** Legacy wedding addresses and editor-managed redirects. */
export function weddingRedirects(now: () => number = Date.now): RouteMiddleware {
  let cache: { at: number; content: ContentBackendPort; redirects: Awaited<ReturnType<ContentBackendPort['listRedirects']>> } | undefined;
  return async ({ path, services }) => {
    const legacyDetail = /^\/wedding-detail-([^/]+)\/?$/.exec(path);
    if (legacyDetail?.[1]) throw redirect(`/weddings/${legacyDetail[1]}`, 301);
    if (/^\/weddings\/_slug\/?$/.test(path)) throw redirect('/portfolio', 301);

    const content = services.get(TOKENS.ContentBackend);
    if (!cache || cache.content !== content || now() - cache.at > REDIRECT_CACHE_MS) {
      cache = { at: now(), content, redirects: await content.listRedirects() };
    }
    const match = findRedirect(cache.redirects, path);
    if (match) throw redirect(match.to, match.permanent ? 301 : 302);
  };
}

/** Admin pages: anonymous visitors go to the sign-in page, signed-in non-admins get "no access". */
export function adminOnly(): RouteMiddleware {
  return async ({ path, request, services }) => {
    const auth: AuthPort = services.get(TOKENS.AdminAuth);
    await auth.ready();
    const user = auth.currentUser();
    if (!user) {
      const next = new URL(request.url).pathname;
      throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
    }
    if (!isAdmin(user)) forbidden(path);
  };
}

/** Couples' account pages: anonymous visitors go to the sign-in page and come back after signing in. */
export function visitorOnly(): RouteMiddleware {
  return async ({ request, services }) => {
    const auth: AuthPort = services.get(TOKENS.VisitorAuth);
    await auth.ready();
    if (!auth.currentUser()) {
      throw redirect(`/prihlaseni?next=${encodeURIComponent(new URL(request.url).pathname)}`);
    }
  };
}

export function defaultMiddleware(): MiddlewareRegistry {
  return { 'wedding-redirects': weddingRedirects(), 'admin-only': adminOnly(), 'visitor-only': visitorOnly() };
}
