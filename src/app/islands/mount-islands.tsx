import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandProps } from '../../shared/islands/island';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ServicesProvider } from '../providers/services-provider';
import type { IslandLoader } from './island-registry';

function hydrate(element: HTMLElement, name: string, Component: ComponentType<IslandProps>, services: ServiceResolver): void {
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
  hydrateRoot(
    element,
    <StrictMode>
      <ServicesProvider services={services}>
        <Component {...props} />
      </ServicesProvider>
    </StrictMode>,
    // A mismatch (the island rendered differently here than at build time) is a bug worth seeing: said by name. The
    // build hydrates on Preact (vite.islands.config.ts), which takes no options: there tests/e2e/islands.spec.ts
    // compares each island's DOM before and after hydration instead.
    { onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate as prerendered`, error) },
  );
}

/**
 * Hydrates each island of a content page on its own element, with the props written beside it: the rest of the page
 * is the prerendered HTML and stays as it is. Islands whose component is at hand hydrate at once, the others when
 * their chunk arrives. An element the registry does not know (or whose chunk fails) stays static and is reported;
 * the others still hydrate. Resolves with the names hydrated.
 */
export async function mountIslands(root: ParentNode, registry: Record<string, IslandLoader>, services: ServiceResolver): Promise<string[]> {
  const pending: Array<Promise<string | null>> = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    // An island inside another belongs to the outer one's React tree.
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const load = registry[name];
    if (!load) {
      console.error(`No island named "${name}" in this build`);
      continue;
    }
    const component = load();
    if (!(component instanceof Promise)) {
      hydrate(element, name, component, services);
      pending.push(Promise.resolve(name));
      continue;
    }
    pending.push(
      component.then(
        (loaded) => {
          hydrate(element, name, loaded, services);
          return name;
        },
        (error: unknown) => {
          console.error(`Island "${name}" could not load`, error);
          return null;
        },
      ),
    );
  }
  return (await Promise.all(pending)).filter((name): name is string => name !== null);
}
