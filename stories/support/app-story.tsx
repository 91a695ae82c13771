import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryContainer, type MemoryContainerOptions } from '../../src/app/composition/memory';
import type { ServiceResolver } from '../../src/shared/services/services-context';
import { ServicesProvider } from '../../src/app/providers/services-provider';
import { createAppRoutes } from '../../src/app/router/app-routes';
import type { RouteDefinition } from '../../src/app/router/build-routes';

/** What a story may set in `parameters` to shape its app. */
export interface AppStoryParameters {
  /** Page stories: render the whole app (layouts, loaders, error boundaries) at this address. */
  url?: string;
  /** Seeds for the fresh memory container (bookings, other content…). */
  container?: MemoryContainerOptions;
  /** Runs on the fresh container before the first render: sign in, make a fake fail, fill a store… */
  setup?: (services: Container) => Promise<void> | void;
  /** Replaces the site's route definitions (layout stories render a placeholder page). */
  routes?: RouteDefinition[];
}

export async function createStoryServices(parameters: AppStoryParameters): Promise<Container> {
  const services = createMemoryContainer(parameters.container);
  await parameters.setup?.(services);
  return services;
}

interface AppAtUrlProps {
  services: ServiceResolver;
  url: string;
  routes?: RouteDefinition[] | undefined;
}

/** The app as the browser wires it, but on a memory router starting at `url`. */
export function AppAtUrl({ services, url, routes }: AppAtUrlProps) {
  const router = useMemo(
    () =>
      createMemoryRouter(createAppRoutes(services, routes ? { definitions: routes } : {}), {
        initialEntries: [url],
      }),
    [services, url, routes],
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}

// The router is built once; the story element reaches its only route through context, so args updates still show.
const StoryElement = createContext<ReactNode>(null);

function StoryOutlet() {
  return useContext(StoryElement);
}

/** Component stories: services plus a router context (Links, useLocation) around one catch-all route. */
export function InStoryRouter({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  const router = useMemo(() => createMemoryRouter([{ path: '*', Component: StoryOutlet }]), []);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <ServicesProvider services={services}>
      <StoryElement value={children}>
        <RouterProvider router={router} />
      </StoryElement>
    </ServicesProvider>
  );
}

/** The one global decorator: every story gets the container its loader just built, and a router. */
export const withAppServices: Decorator = (Story, { loaded, parameters }) => {
  const services = loaded.services as Container | undefined;
  if (!services) throw new Error('The story services loader did not run (see .storybook/preview.tsx)');
  const { url, routes } = parameters as AppStoryParameters;
  if (url) return <AppAtUrl key={url} services={services} url={url} routes={routes} />;
  return (
    <InStoryRouter services={services}>
      <Story />
    </InStoryRouter>
  );
};
