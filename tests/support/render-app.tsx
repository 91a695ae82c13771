import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { Container } from 'inversify';
import { createMemoryContainer, type MemoryContainerOptions } from '../../src/app/composition/memory';
import { ServicesProvider } from '../../src/app/providers/services-provider';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/router/app-routes';

/** What every rendered test app runs with: the bot barrier's challenges solve in one derivation (no test here is about the work). */
export const TEST_ADAPTER_OPTIONS: MemoryContainerOptions = { botChallengeMaxCounter: 1 };

/** Renders the whole app at `url` on a fresh memory container, as the browser would (minus the network). */
export function renderApp(url: string, options: MemoryContainerOptions & AppRouteOptions = {}) {
  const { onPageLoadError, definitions, ...containerOptions } = options;
  return renderAppOn(createMemoryContainer({ ...TEST_ADAPTER_OPTIONS, ...containerOptions }), url, {
    ...(onPageLoadError ? { onPageLoadError } : {}),
    ...(definitions ? { definitions } : {}),
  });
}

/** A fresh memory container for a test to prepare (send a request, read its mail) before `renderAppOn`. */
export function memoryServices(options: MemoryContainerOptions = {}): Container {
  return createMemoryContainer(options);
}

/** The whole app at `url` on a container the test prepared first (a port double bound, someone signed in…). */
export function renderAppOn(container: Container, url: string, routeOptions: AppRouteOptions = {}) {
  const router = createMemoryRouter(createAppRoutes(container, routeOptions), { initialEntries: [url] });
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, services: container, router };
}

/** Renders a single component with the services and a router around it (for component tests). */
export function renderWithServices(ui: ReactElement, options: MemoryContainerOptions = {}) {
  return renderWithServicesOn(createMemoryContainer({ ...TEST_ADAPTER_OPTIONS, ...options }), ui);
}

/** Renders a single component on a container the test prepared first (a port double bound…). */
export function renderWithServicesOn(container: Container, ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, services: container, router };
}

export async function findHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) });
}
