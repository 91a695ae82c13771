import { useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { LayoutErrorBoundary, RootErrorBoundary } from '../../features/errors/error-boundaries';
import { resendHeldSubmit } from '../../shared/forms/held-submit';
import { csCommon } from '../../texts/cs-common';
import { AdminLayout } from '../layouts/admin-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { siteSettingsLoader } from '../../shared/routing/site-settings-loader';
import type { ServiceResolver } from '../../shared/services/services-context';
import { buildRoutes, type RouteDefinition, type RouterDependencies } from './build-routes';
import { defaultMiddleware } from './middleware';
import { routeDefinitions } from './routes';
import { ScrollManager } from './scroll-manager';

/**
 * Marks the document once the app runs (hydrated or rendered): browser tests wait for it before interacting, and the
 * starter lets submits through from then on. A form sent before that (held by the starter) is sent now, after the
 * rest of this first commit's effects, through the page's own handler.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    queueMicrotask(() => resendHeldSubmit(window));
  }, []);
  return null;
}

function Root() {
  return (
    <>
      <AppReady />
      <ScrollManager />
      <Outlet />
    </>
  );
}

function Loading() {
  return (
    <p className="page-loading" role="status">
      {csCommon.loading}
    </p>
  );
}

export interface AppRouteOptions {
  onPageLoadError?: RouterDependencies['onPageLoadError'];
  definitions?: readonly RouteDefinition[];
}

/** The site's route tree; the same for the browser, tests and Storybook. */
export function createAppRoutes(services: ServiceResolver, options: AppRouteOptions = {}): RouteObject[] {
  return buildRoutes(options.definitions ?? routeDefinitions, {
    services,
    middleware: defaultMiddleware(),
    layouts: {
      default: { Component: DefaultLayout, loader: siteSettingsLoader, ErrorBoundary: LayoutErrorBoundary },
      admin: { Component: AdminLayout, ErrorBoundary: LayoutErrorBoundary },
    },
    Root,
    RootErrorBoundary,
    HydrateFallback: Loading,
    ...(options.onPageLoadError ? { onPageLoadError: options.onPageLoadError } : {}),
  });
}
