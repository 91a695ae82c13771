// No reflect-metadata here: inversify imports its lite build itself, so it loads with the container and the sign-in
// page (which starts without one, see composition/sign-in-stage.ts) does not download it.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { TOKENS } from '../../ports/tokens';
import type { AppConfig } from '../../ports/app-config-port';
import type { ProfileModule } from './composition/profile';
import { readAppConfig } from './config';
import { mountApp } from './mount-app';
import { ServicesProvider } from './providers/services-provider';
import { createAppRoutes } from './router/app-routes';
import { loadMatchedPages, opensOnSignInStage, preloadMatchedPage } from './router/build-routes';
import { readHydration, removePrerenderedHead } from './router/hydration';
import { isRouteMeta } from './router/route-meta';
import { routeDefinitions } from './router/routes';
import { createVersionWatcher, installPreloadErrorHandler, isChunkLoadError } from './version/version-watcher';
import './styles.css';

/**
 * Profiles are separate chunks, chosen at build time: `import.meta.env.VITE_PROFILE` is a constant in the bundle,
 * so the other profiles' chunks are not even emitted (the memory build carries no Firebase or Strapi code).
 */
function loadProfile(profile: AppConfig['profile']): Promise<ProfileModule> {
  if (import.meta.env.VITE_PROFILE === 'production') return import('./composition/production');
  if (import.meta.env.VITE_PROFILE === 'emulators') return import('./composition/emulators');
  if (profile !== 'memory') throw new Error(`Profile ${profile} is not part of this build`);
  return import('./composition/memory-demo');
}

/**
 * The sign-in page of a remote profile starts with the few services it needs (composition/sign-in-stage.ts); the rest
 * load after it. A function apart from loadProfile: the build preloads every chunk of an import() the minifier merges
 * into one conditional with another, and the sign-in page would download the full profile's chunks.
 */
function loadSignInStage(profile: AppConfig['profile']): Promise<ProfileModule> {
  if (import.meta.env.VITE_PROFILE === 'production') return import('./composition/production-sign-in');
  if (import.meta.env.VITE_PROFILE === 'emulators') return import('./composition/emulators-sign-in');
  return loadProfile(profile);
}

/**
 * Reruns the route's loader once the hydrated tree is committed: RouterProvider subscribes to the router in its commit,
 * and a loader that finished while the sliced hydration was still rendering would otherwise go unheard. Placed before
 * it, its effect runs before the root route's (AppReady resends a held submit), so the form is opened first, as when
 * the loader ran before hydration.
 */
function RevalidateOnMount({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => {
    void router.revalidate();
  }, [router]);
  return null;
}

async function start(container: HTMLElement): Promise<void> {
  const config = readAppConfig();
  preloadMatchedPage(routeDefinitions, window.location.pathname);
  const profile = await (opensOnSignInStage(routeDefinitions, window.location.pathname) ? loadSignInStage : loadProfile)(config.profile);
  const services = await profile.createServices(config);

  const watcher = createVersionWatcher({
    port: services.get(TOKENS.BuildVersion),
    reload: () => window.location.reload(),
    storage: window.sessionStorage,
  });
  installPreloadErrorHandler(window, watcher);
  watcher.start();

  const routes = createAppRoutes(services, {
    async onPageLoadError(path, error) {
      if (isChunkLoadError(error) && (await watcher.handleChunkError(path, error)) === 'reloaded') {
        // The page is reloading into the new build; keep the navigation pending until it does.
        await new Promise(() => undefined);
      }
      throw error;
    },
  });

  // A prerendered page hydrates with the data its HTML was rendered from (no second request for it); any other
  // page (the app shell of the admin and accounts, 404.html at an unknown address) renders from scratch.
  const hydration = readHydration(document, window.location.pathname);
  if (hydration) {
    const pages = await loadMatchedPages(routes, window.location.pathname);
    for (const page of pages) page.beforeHydration?.({ services, root: container });
    // React Router reads (and revives the route errors of) its hydration data from this global.
    Object.assign(window, { __staticRouterHydrationData: hydration });
  }
  const router = createBrowserRouter(routes);
  // A form's loader opens it from the visitor's address, which the prerendered data could not know.
  const rerunLoader = hydration !== null && router.state.matches.some((m) => isRouteMeta(m.route.handle) && m.route.handle.rerunLoaderAfterHydration);
  const app = (
    <StrictMode>
      <ServicesProvider services={services}>
        {rerunLoader && <RevalidateOnMount router={router} />}
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>
  );
  if (hydration) {
    // Hydrated as a transition, React renders the page in slices of ~5 ms and yields between them (a blocking lane
    // would hydrate the whole page in one long task, which is most of the form pages' TBT). The prerendered page is
    // already visible and what is typed meanwhile stays in the fields; an event on a part not yet hydrated makes React
    // finish hydrating at once before it is dispatched.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    removePrerenderedHead(document);
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

const container = document.getElementById('app');
if (container) void mountApp(container, start);
