import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../shared/routing/page-module';
import { preloadMatchedPage, type RouteDefinition } from './build-routes';
import { routeDefinitions } from './routes';

const never = () => new Promise<PageModule>(() => undefined);

describe('preloadMatchedPage (the page chunk downloads beside the profile, not after it)', () => {
  it('starts loading only the page whose path matches the address', () => {
    const guest = vi.fn(never);
    const couple = vi.fn(never);
    const definitions: RouteDefinition[] = [
      { id: 'guest', path: '/galerie/:linkId', page: guest },
      { id: 'couple', path: '/ucet/galerie/:galleryId', page: couple },
    ];
    preloadMatchedPage(definitions, '/ucet/galerie/abc');
    expect(couple).toHaveBeenCalledTimes(1);
    expect(guest).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the route (no unhandled rejection) and does nothing at an unknown address', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    preloadMatchedPage([{ id: 'a', path: '/a', page: failing }], '/a');
    preloadMatchedPage([{ id: 'a', path: '/a', page: failing }], '/nowhere');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('finds the gallery pages among the site’s real routes', async () => {
    const loads = routeDefinitions.filter((d) => d.id === 'guest-gallery' || d.id === 'couple-gallery');
    expect(loads).toHaveLength(2);
    const spies = routeDefinitions.map((d) => ({ ...d, page: vi.fn(never) }));
    preloadMatchedPage(spies, '/galerie/DemoHostLink2027');
    expect(spies.filter((d) => d.page.mock.calls.length > 0).map((d) => d.id)).toEqual(['guest-gallery']);
  });
});
