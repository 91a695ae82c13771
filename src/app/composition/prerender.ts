import { Container } from 'inversify';
import { snapshotFiles, snapshotPaths, takeContentSnapshot } from '../../../adapters/fetch/content-snapshot';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { InMemoryContentBackend } from '../../../adapters/memory/in-memory-content-backend';
import type { AppConfig } from '../../../ports/app-config-port';
import type { ContentBackendPort } from '../../../ports/content-backend-port';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';
import { createMemoryContainer } from './memory';
import { bindStrapi } from './strapi-bindings';
import { readStrapiConfig } from './strapi-lazy-bindings';

/** The build profile's content adapter: the Strapi the build points at, or the in-memory demo for the memory build. */
export function buildContentBackend(config: AppConfig, env: Record<string, string | boolean | undefined>): ContentBackendPort {
  if (config.profile === 'memory') return new InMemoryContentBackend(demoContent, {});
  if (config.profile === 'production' && !env.VITE_STRAPI_URL) throw new Error('VITE_STRAPI_URL is not set for the production profile');
  const container = new Container({ defaultScope: 'Singleton' });
  bindStrapi(container, readStrapiConfig(env, 'http://127.0.0.1:1337'));
  return container.get(TOKENS.ContentBackend);
}

export { snapshotFiles, takeContentSnapshot };

/**
 * The app shell's hint for the content snapshot its pages' layout reads before it renders anything (the site's
 * settings): fetched beside the app's scripts instead of after them, one round trip less before a gallery's or an
 * account's first screen. Its request matches the snapshot adapter's (a same-origin GET), so that fetch takes it.
 */
export function snapshotPreloadHead(baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `<link rel="preload" href="${base}${snapshotPaths.site}" as="fetch" crossorigin>`;
}
/** The DOM the Strapi adapter sanitises CMS HTML with when there is no browser (jsdom's window at build time). */
export async function useSanitiserWindow(win: unknown): Promise<void> {
  (await import('../../../adapters/strapi/strapi-sanitise-html')).useSanitiserWindow(win);
}

/** A fetch over the snapshot files, so pages prerender through the very adapter the browser will use. */
function filesFetch(files: ReadonlyMap<string, string>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input), 'http://prerender.invalid/').pathname.slice(1);
    const body = files.get(path);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body, { status: 200 });
  };
}

/**
 * Services for rendering pages at build time: content from the snapshot files, everything else from the in-memory
 * fakes (nothing else is called while a public page renders: sessions start empty, no booking is read).
 */
export function createPrerenderServices(config: AppConfig, files: ReadonlyMap<string, string>): ServiceResolver {
  return createMemoryContainer({ config, contentBackend: new FetchContentSnapshot({ baseUrl: '/', fetch: filesFetch(files) }) });
}
