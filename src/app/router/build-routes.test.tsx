import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { csErrors } from '../../texts/cs-errors';
import { renderApp } from '../../../tests/support/render-app';
import { createMemoryContainer } from '../composition/memory';
import { AdminLayout } from '../layouts/admin-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { render } from '@testing-library/react';
import { Container, type ServiceIdentifier } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ServicesProvider } from '../providers/services-provider';
import { useService } from '../../shared/services/services-context';
import { buildRoutes, loadMatchedPages, type RouteDefinition } from './build-routes';
import type { PageModule } from '../../shared/routing/page-module';

function page(text: string): () => Promise<PageModule> {
  return async () => ({ Component: () => <h1>{text}</h1> });
}

describe('buildRoutes', () => {
  const deps = {
    services: createMemoryContainer(),
    middleware: { known: () => undefined },
    layouts: {
      default: { Component: DefaultLayout, ErrorBoundary: () => null },
      admin: { Component: AdminLayout, ErrorBoundary: () => null },
    },
    Root: () => null,
    RootErrorBoundary: () => null,
  };

  it('fails when the router is built if a route names an unknown middleware, naming it', () => {
    const definitions: RouteDefinition[] = [
      { id: 'a', path: '/a', meta: { middleware: ['known', 'no-such-middleware'] }, page: page('A') },
    ];
    expect(() => buildRoutes(definitions, deps)).toThrow(/"no-such-middleware"/);
  });

  it('fails on an unknown layout name', () => {
    const definitions = [{ id: 'a', path: '/a', meta: { layout: 'fancy' }, page: page('A') }] as unknown as RouteDefinition[];
    expect(() => buildRoutes(definitions, deps)).toThrow(/Unknown layout "fancy"/);
  });

  it('groups routes under the layout their metadata names', () => {
    const routes = buildRoutes(
      [
        { id: 'a', path: '/a', page: page('A') },
        { id: 'b', path: '/b', meta: { layout: 'admin' }, page: page('B') },
      ],
      deps,
    );
    const layouts = routes[0]?.children ?? [];
    expect(layouts.map((l) => l.id)).toEqual(['layout-default', 'layout-admin']);
    expect(layouts[1]?.children?.[0]?.children?.map((r) => r.id)).toEqual(['b']);
  });
});

describe('route middleware and loading order', () => {
  it('runs middleware before the page module is loaded, so a redirect never downloads the page', async () => {
    // '/galerie-2019' is a redirect entry in the demo content backend.
    const legacyPage = vi.fn(page('Nemá se načíst'));
    const { router } = renderApp('/galerie-2019', {
      definitions: [
        { id: 'old', path: '/galerie-2019', meta: { middleware: ['wedding-redirects'] }, page: legacyPage },
        { id: 'portfolio', path: '/portfolio', page: page('Cíl přesměrování') },
      ],
    });
    await screen.findByRole('heading', { name: 'Cíl přesměrování' });
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(legacyPage).not.toHaveBeenCalled();
  });

  it('loads the page after middleware lets the request through', async () => {
    const ordinaryPage = vi.fn(page('Běžná stránka'));
    renderApp('/bezna', {
      definitions: [{ id: 'ordinary', path: '/bezna', meta: { middleware: ['wedding-redirects'] }, page: ordinaryPage }],
    });
    await screen.findByRole('heading', { name: 'Běžná stránka' });
    expect(ordinaryPage).toHaveBeenCalledTimes(1);
  });

  it('redirects /wedding-detail-{slug} to /weddings/{slug} without loading the catch-all page', async () => {
    const catchAll = vi.fn(page('CMS'));
    const { router } = renderApp('/wedding-detail-jana-a-petr-zamek-hluboka', {
      definitions: [
        { id: 'cms', path: '/:slug', meta: { middleware: ['wedding-redirects'], params: { slug: 'slug' } }, page: catchAll },
        { id: 'wedding', path: '/weddings/:slug', page: page('Svatba') },
      ],
    });
    await screen.findByRole('heading', { name: 'Svatba' });
    expect(router.state.location.pathname).toBe('/weddings/jana-a-petr-zamek-hluboka');
    expect(catchAll).not.toHaveBeenCalled();
  });

  it('redirects /weddings/_slug to the weddings overview', async () => {
    const { router } = renderApp('/weddings/_slug');
    await screen.findByRole('heading', { level: 1, name: csContent.portfolio.heading });
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it('follows redirects listed by the content backend, also for multi-segment paths', async () => {
    const { router } = renderApp('/galerie-2019');
    await screen.findByRole('heading', { level: 1, name: csContent.portfolio.heading });
    expect(router.state.location.pathname).toBe('/portfolio');
  });
});

describe('route validation and errors', () => {
  it('a slug that fails validation is a fatal 404 "Page Not Found: {path}" rendered without the layout', async () => {
    const { container } = renderApp('/weddings/Spatny_Slug');
    await screen.findByRole('heading', { name: csErrors.notFoundHeading });
    const errorPage = container.querySelector('.error-page');
    expect(errorPage).toHaveAttribute('data-error-message', 'Page Not Found: /weddings/Spatny_Slug');
    expect(errorPage).toHaveAttribute('data-fatal', 'true');
    expect(screen.queryByRole('navigation', { name: csCommon.nav.label })).not.toBeInTheDocument();
  });

  it('an id that is not the content backend id shape is a fatal 404', async () => {
    const { container } = renderApp('/weddings/id/abc');
    await screen.findByRole('heading', { name: csErrors.notFoundHeading });
    expect(container.querySelector('.error-page')).toHaveAttribute('data-error-message', 'Page Not Found: /weddings/id/abc');
  });

  it('a valid slug the content backend does not know is a non-fatal 404 inside the layout', async () => {
    const { container } = renderApp('/neznama-stranka');
    await screen.findByRole('heading', { name: csErrors.notFoundHeading });
    const errorPage = container.querySelector('.error-page');
    expect(errorPage).toHaveAttribute('data-error-message', 'Page not found: /neznama-stranka');
    expect(errorPage).toHaveAttribute('data-fatal', 'false');
    expect(screen.getByRole('navigation', { name: csCommon.nav.label })).toBeInTheDocument();
  });

  it('an unmatched multi-segment path is a non-fatal 404', async () => {
    const { container } = renderApp('/a/b/c');
    await screen.findByRole('heading', { name: csErrors.notFoundHeading });
    expect(container.querySelector('.error-page')).toHaveAttribute('data-error-message', 'Page not found: /a/b/c');
  });

  it('any other error is a 500 with the generic Czech error page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderApp('/boom', {
      definitions: [
        {
          id: 'boom',
          path: '/boom',
          page: async () => ({
            Component: () => null,
            loader: () => {
              throw new Error('database exploded');
            },
          }),
        },
      ],
    });
    await screen.findByRole('heading', { name: csErrors.serverHeading });
    expect(container.querySelector('.error-page')).toHaveAttribute('data-status', '500');
    expect(container.querySelector('.error-page')).toHaveAttribute('data-error-message', 'Internal Server Error');
    expect(screen.getByRole('link', { name: csErrors.goHome })).toHaveAttribute('href', '/');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });

  it('a page module that fails to load goes through onPageLoadError with its path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onPageLoadError = vi.fn(async (_path: string, error: unknown): Promise<never> => {
      throw error;
    });
    renderApp('/rozbita', {
      onPageLoadError,
      definitions: [
        {
          id: 'broken',
          path: '/rozbita',
          page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        },
      ],
    });
    await screen.findByRole('heading', { name: csErrors.serverHeading });
    expect(onPageLoadError).toHaveBeenCalledWith('/rozbita', expect.any(TypeError));
  });

  describe('services a page lists (feature stores whose code loads with the page)', () => {
    const deps = {
      middleware: {},
      layouts: {
        default: { Component: () => <Outlet />, ErrorBoundary: () => <h1>Chyba</h1> },
        admin: { Component: () => <Outlet />, ErrorBoundary: () => <h1>Chyba</h1> },
      },
      Root: () => <Outlet />,
      RootErrorBoundary: () => null,
    };
    const GREETING = Symbol.for('test.LazyGreeting') as ServiceIdentifier<{ text: string }>;
    /** A container whose service only resolves asynchronously, like a built site's lazily bound stores. */
    function lazyContainer() {
      const container = new Container({ defaultScope: 'Singleton' });
      container.bind(GREETING).toDynamicValue(async () => ({ text: 'Načteno na požádání' }));
      return container;
    }
    function Greeting() {
      return <h1>{useService(GREETING).text}</h1>;
    }
    const definition = (services?: PageModule['services']): RouteDefinition => ({
      id: 'lazy',
      path: '/liny',
      page: async () => ({ Component: Greeting, ...(services ? { services } : {}) }),
    });

    it('resolves them before the page renders, so its components read them synchronously', async () => {
      const container = lazyContainer();
      const router = createMemoryRouter(buildRoutes([definition([GREETING])], { ...deps, services: container }), { initialEntries: ['/liny'] });
      render(
        <ServicesProvider services={container}>
          <RouterProvider router={router} />
        </ServicesProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Načteno na požádání' })).toBeInTheDocument();
    });

    it('resolves them before a prerendered page hydrates (no loader runs then)', async () => {
      const container = lazyContainer();
      const routes = buildRoutes([definition([GREETING])], { ...deps, services: container });
      await loadMatchedPages(routes, '/liny');
      expect(container.get(GREETING).text).toBe('Načteno na požádání');
    });
  });
});
