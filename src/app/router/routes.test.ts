import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_AREAS } from './client-rendered-areas';
import { routeDefinitions } from './routes';

describe('route table', () => {
  it('names a page module for every route, so the prerender step can find its chunk', () => {
    for (const definition of routeDefinitions) expect(definition.source, definition.id).toMatch(/^src\/features\/[a-z-]+\/[a-z-]+-page\.tsx$/);
  });

  it('puts every route that is not prerendered inside a client-rendered area (served the app shell, not indexed)', () => {
    const catchAll = new Set(['/weddings/_slug', '*']);
    const clientRendered = routeDefinitions.filter((d) => !d.meta?.prerender && !catchAll.has(d.path));
    expect(clientRendered.length).toBeGreaterThan(0);
    for (const definition of clientRendered) {
      expect(
        CLIENT_RENDERED_AREAS.some((area) => definition.path === area || definition.path.startsWith(`${area}/`)),
        definition.path,
      ).toBe(true);
    }
  });

  it('prerenders no address inside a client-rendered area', () => {
    for (const definition of routeDefinitions.filter((d) => d.meta?.prerender)) {
      expect(CLIENT_RENDERED_AREAS.some((area) => definition.path.startsWith(area)), definition.path).toBe(false);
    }
  });
});
