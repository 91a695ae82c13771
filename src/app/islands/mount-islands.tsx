import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandProps } from '../../shared/islands/island';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ServicesProvider } from '../providers/services-provider';

/**
 * Hydrates each island of a content page on its own element, with the props written beside it: the rest of the page
 * is the prerendered HTML and stays as it is. An element the registry does not know is left static and reported
 * (a build whose HTML and islands entry disagree), the others still hydrate. Returns the names hydrated.
 */
export function mountIslands(root: ParentNode, registry: Record<string, ComponentType<IslandProps>>, services: ServiceResolver): string[] {
  const mounted: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    // An island inside another belongs to the outer one's React tree.
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const Component = registry[name];
    if (!Component) {
      console.error(`No island named "${name}" in this build`);
      continue;
    }
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
    hydrateRoot(
      element,
      <StrictMode>
        <ServicesProvider services={services}>
          <Component {...props} />
        </ServicesProvider>
      </StrictMode>,
      // A mismatch (the island rendered differently here than at build time) is a bug worth seeing: said by name.
      { onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate as prerendered`, error) },
    );
    mounted.push(name);
  }
  return mounted;
}
