import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isValidContentId, isValidSlug } from '../../../domain/validation/route-params';
import type { ServiceResolver } from '../../shared/services/services-context';
import type { MiddlewareRegistry, RouteMiddleware } from './middleware';
import type { PageModule } from '../../shared/routing/page-module';
import { invalidParams } from '../../shared/routing/route-errors';
import { layoutNames, type LayoutName, type ParamKind, type RouteMeta } from './route-meta';

export interface RouteDefinition {
  id: string;
  path: string;
  meta?: RouteMeta;
  page: () => Promise<PageModule>;
  /** Source path of the page module (`src/features/…-page.tsx`), to find its chunk in the build manifest. */
  source?: string;
}

export interface LayoutDefinition {
  Component: ComponentType;
  /** Layout data (site settings); loaded once, not on every navigation. */
  loader?: (services: ServiceResolver) => Promise<unknown>;
  ErrorBoundary: ComponentType;
}

export interface RouterDependencies {
  services: ServiceResolver;
  middleware: MiddlewareRegistry;
  layouts: Record<LayoutName, LayoutDefinition>;
  /** Root shell (scroll handling, version checks) and the fatal error page. */
  Root: ComponentType;
  RootErrorBoundary: ComponentType;
  /** Shown while the first route loads. */
  HydrateFallback?: ComponentType;
  /** Called when a page module fails to load; may reload the page. Must rethrow when it does not. */
  onPageLoadError?: (path: string, error: unknown) => Promise<never>;
}

const paramValidators: Record<ParamKind, (value: string | undefined) => boolean> = {
  slug: isValidSlug,
  id: isValidContentId,
};

function resolveMiddleware(definition: RouteDefinition, registry: MiddlewareRegistry): RouteMiddleware[] {
  return (definition.meta?.middleware ?? []).map((name) => {
    const middleware = registry[name];
    if (!middleware) throw new Error(`Unknown route middleware "${name}" (route ${definition.path})`);
    return middleware;
  });
}

// The page loaders of the routes built here, so a prerendered page can load its modules before it hydrates.
const pageLoaders = new WeakMap<RouteObject, () => Promise<PageModule>>();

/**
 * Loads the page modules of the routes that match `location`. Hydration renders without running loaders (their
 * data is in the HTML), so the matched pages' code must be there first.
 */
export async function loadMatchedPages(routes: RouteObject[], location: string): Promise<PageModule[]> {
  const matches = matchRoutes(routes, location) ?? [];
  const pages = await Promise.all(matches.map((m) => pageLoaders.get(m.route)?.()));
  return pages.filter((page) => page !== undefined);
}

/**
 * Starts loading the page module of the definition matching `location` without waiting for anything: called before
 * the profile's services are built, so the page's chunk downloads beside them rather than after them (one round trip
 * less before a client-rendered page's first paint). Failures are left to the route's own load, which reports them.
 */
export function preloadMatchedPage(definitions: readonly RouteDefinition[], location: string): void {
  const matches = matchRoutes(definitions.map((definition) => ({ path: definition.path, definition })), location) ?? [];
  for (const match of matches) match.route.definition.page().catch(() => undefined);
}

/** Whether the page at `location` renders from the sign-in stage's services alone (RouteMeta.signInStage). */
export function opensOnSignInStage(definitions: readonly RouteDefinition[], location: string): boolean {
  const matches = matchRoutes(definitions.map((definition) => ({ path: definition.path, definition })), location) ?? [];
  return matches.length > 0 && matches.every((match) => match.route.definition.meta?.signInStage === true);
}

function toRoute(definition: RouteDefinition, deps: RouterDependencies): RouteObject {
  const middleware = resolveMiddleware(definition, deps.middleware);
  let loaded: PageModule | undefined;
  // Staged services (ServiceResolver.complete): every page but the sign-in stage's waits for all of them.
  const servicesReady = async () => {
    if (!definition.meta?.signInStage) await deps.services.complete?.();
  };

  async function loadPage(path: string): Promise<PageModule> {
    if (loaded) return loaded;
    try {
      const [page] = await Promise.all([definition.page(), servicesReady()]);
      await Promise.all((page.services ?? []).map((token) => deps.services.getAsync(token)));
      loaded = page;
      return loaded;
    } catch (error) {
      if (deps.onPageLoadError) return deps.onPageLoadError(path, error);
      throw error;
    }
  }

  function RoutePage() {
    // The loader always runs (and loads the module) before React Router renders the route.
    if (!loaded) throw new Error(`Page module for ${definition.path} rendered before it loaded`);
    const Page = loaded.Component;
    return <Page />;
  }
  RoutePage.displayName = `RoutePage(${definition.id})`;

  const route: RouteObject = {
    id: definition.id,
    path: definition.path,
    handle: definition.meta ?? {},
    Component: RoutePage,
    loader: async (args) => {
      const path = new URL(args.request.url).pathname;
      try {
        await servicesReady();
      } catch (error) {
        // The services' chunks failing to load is a page's failing to load (after a deployment: a reload).
        if (deps.onPageLoadError) await deps.onPageLoadError(path, error);
        throw error;
      }
      for (const run of middleware) await run({ ...args, path, services: deps.services });
      for (const [name, kind] of Object.entries(definition.meta?.params ?? {})) {
        if (!paramValidators[kind](args.params[name])) invalidParams(path);
      }
      const page = await loadPage(path);
      return page.loader ? page.loader({ params: args.params, request: args.request, path, services: deps.services }) : null;
    },
  };
  pageLoaders.set(route, () => loadPage(definition.path));
  return route;
}

/** A layout's data needs every service (the content backend is not part of the sign-in stage). */
async function layoutData(loader: NonNullable<LayoutDefinition['loader']>, services: ServiceResolver): Promise<unknown> {
  await services.complete?.();
  return loader(services);
}

/**
 * Turns route definitions into React Router routes: grouped under their layouts, each behind its middleware and
 * param validation. Unknown middleware or layout names fail here, when the router is built, not on first visit.
 */
export function buildRoutes(definitions: readonly RouteDefinition[], deps: RouterDependencies): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const definition of definitions) {
    const layout = definition.meta?.layout ?? 'default';
    if (!layoutNames.includes(layout)) throw new Error(`Unknown layout "${String(layout)}" (route ${definition.path})`);
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), toRoute(definition, deps)]);
  }

  const layoutRoutes: RouteObject[] = [...byLayout.entries()].map(([name, children]) => {
    const layout = deps.layouts[name];
    return {
      id: `layout-${name}`,
      Component: layout.Component,
      ...(layout.loader ? { loader: () => layoutData(layout.loader!, deps.services), shouldRevalidate: () => false } : {}),
      children: [{ id: `pages-${name}`, ErrorBoundary: layout.ErrorBoundary, children }],
    };
  });

  return [
    {
      id: 'root',
      Component: deps.Root,
      ErrorBoundary: deps.RootErrorBoundary,
      ...(deps.HydrateFallback ? { HydrateFallback: deps.HydrateFallback } : {}),
      children: layoutRoutes,
    },
  ];
}
