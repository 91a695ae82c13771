import { render, screen } from '@testing-library/react';
import type { ServiceIdentifier } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceResolver } from '../../shared/services/services-context';
import { useService } from '../../shared/services/services-context';
import { stagedServices } from '../composition/staged-services';
import { ServicesProvider } from '../providers/services-provider';
import { buildRoutes, opensOnSignInStage, type RouteDefinition } from './build-routes';
import { routeDefinitions } from './routes';

const FIRST = Symbol.for('test.FirstStage') as ServiceIdentifier<{ text: string }>;
const REST = Symbol.for('test.Rest') as ServiceIdentifier<{ text: string }>;

/** Staged services whose rest loads only when the test lets it: what the sign-in page of a built site starts with. */
function staged() {
  let release: () => void = () => undefined;
  const rest: ServiceResolver = {
    get: <T,>(token: ServiceIdentifier<T>) => (token === REST ? { text: 'Zbytek služeb' } : { text: 'První fáze' }) as T,
    getAsync: async <T,>(token: ServiceIdentifier<T>) => rest.get(token),
  };
  const loadRest = vi.fn(() => new Promise<ServiceResolver>((resolve) => (release = () => resolve(rest))));
  const services = stagedServices(new Map([[FIRST, () => ({ text: 'První fáze' })]]), loadRest);
  return { services, loadRest, release: () => release() };
}

function Heading({ token }: { token: ServiceIdentifier<{ text: string }> }) {
  return <h1>{useService(token).text}</h1>;
}

const definitions: RouteDefinition[] = [
  { id: 'sign-in', path: '/admin/login', meta: { layout: 'admin', signInStage: true }, page: async () => ({ Component: () => <Heading token={FIRST} /> }) },
  { id: 'desk', path: '/admin', meta: { layout: 'admin', middleware: ['reads-rest'] }, page: async () => ({ Component: () => <Heading token={REST} /> }) },
];

function renderAt(url: string, services: ServiceResolver, readsRest = vi.fn(), onPageLoadError?: (path: string, error: unknown) => Promise<never>) {
  const routes = buildRoutes(definitions, {
    services,
    ...(onPageLoadError ? { onPageLoadError } : {}),
    // Middleware gets services synchronously (as admin-only does): it must run only once every service is there.
    middleware: { 'reads-rest': ({ services: s }) => readsRest(s.get(REST).text) },
    layouts: {
      default: { Component: () => <Outlet />, ErrorBoundary: () => <h1>Chyba</h1> },
      admin: { Component: () => <Outlet />, ErrorBoundary: () => <h1>Chyba</h1> },
    },
    Root: () => <Outlet />,
    RootErrorBoundary: () => <h1>Chyba</h1>,
    HydrateFallback: () => null,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return router;
}

describe('staged services in the router (the sign-in page starts without the container)', () => {
  it('renders a sign-in-stage page from the first stage without loading the rest of the services', async () => {
    const { services, loadRest } = staged();
    renderAt('/admin/login', services);
    expect(await screen.findByRole('heading', { name: 'První fáze' })).toBeInTheDocument();
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('holds any other page, its middleware included, until the rest of the services has loaded', async () => {
    const { services, loadRest, release } = staged();
    const readsRest = vi.fn();
    const router = renderAt('/admin/login', services, readsRest);
    await screen.findByRole('heading', { name: 'První fáze' });
    void router.navigate('/admin');
    await vi.waitFor(() => expect(loadRest).toHaveBeenCalledTimes(1));
    expect(readsRest).not.toHaveBeenCalled();
    release();
    expect(await screen.findByRole('heading', { name: 'Zbytek služeb' })).toBeInTheDocument();
    expect(readsRest).toHaveBeenCalledWith('Zbytek služeb');
  });

  it('reports the rest failing to load as the page failing to load (a deployment replaced its chunks: a reload)', async () => {
    const services = stagedServices(new Map(), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onPageLoadError = vi.fn((_path: string, error: unknown) => Promise.reject(error));
    renderAt('/admin', services, vi.fn(), onPageLoadError);
    expect(await screen.findByRole('heading', { name: 'Chyba' })).toBeInTheDocument();
    expect(onPageLoadError).toHaveBeenCalledWith('/admin', expect.any(TypeError));
  });
});

describe('opensOnSignInStage (main.tsx starts the sign-in stage only there)', () => {
  it('is true for the photographer’s sign-in page alone among the site’s routes', () => {
    expect(opensOnSignInStage(routeDefinitions, '/admin/login')).toBe(true);
    for (const path of ['/', '/admin', '/admin/bookings', '/prihlaseni', '/kontakt', '/nic-takoveho']) {
      expect(opensOnSignInStage(routeDefinitions, path), path).toBe(false);
    }
  });
});
