import { Outlet, type RouteObject } from 'react-router-dom';
import { LayoutErrorBoundary, RootErrorBoundary } from '../../features/errors/error-boundaries';
import { csCommon } from '../../texts/cs-common';
import { AppReady } from '../app-ready';
import { AdminLayout } from '../layouts/admin-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { siteSettingsLoader } from '../../shared/routing/site-settings-loader';
import type { ServiceResolver } from '../../shared/services/services-context';
import { buildRoutes, type RouteDefinition, type RouterDependencies } from './build-routes';
import { defaultMiddleware } from './middleware';
import { routeDefinitions } from './routes';
import { ScrollManager } from './scroll-manager';

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
