// The memory profile as the browser demo runs it (`npm run demo`, the memory build): the fakes of memory-container.ts
// with a busy demo season, and the feature stores' modules loaded by the pages that use them, as in a built site, so
// a gallery's first screen does not wait for the booking forms', the contact form's and the desks' stores.
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { COUPLE_GALLERY_PATH, GUEST_GALLERY_PATH } from '../../../domain/gallery/gallery-links';
import { demoSeed } from '../../../adapters/memory/demo-seed';
import type { AppConfig } from '../../../ports/app-config-port';
import { TOKENS } from '../../../ports/tokens';
import { keepGuestPass } from '../../features/gallery/guest-pass-storage';
import type { ServiceResolver } from '../../shared/services/services-context';
import { currentBuild } from './current-build';
import { demoCoupleCredentials, demoSwitches } from './demo-switches';
import { createMemoryContainerWith } from './memory-container';
import { lazyFeatureStores } from './shared-bindings';

/** A guest's or the couple's gallery: the addresses whose first screen is the galleries' fakes' answer. */
export function isGalleryAddress(pathname: string): boolean {
  return [GUEST_GALLERY_PATH, COUPLE_GALLERY_PATH].some((path) => pathname.startsWith(`${path}/`));
}

/**
 * The browser demo: fakes, a busy demo season kept in localStorage, real version checks against the deployed build.
 * A built demo reads its content from the snapshot the prerender step published, like the real site; the dev server
 * reads the in-memory demo content directly.
 */
export async function createServices(config: AppConfig): Promise<ServiceResolver> {
  const switches = demoSwitches(window.location.search);
  const container = createMemoryContainerWith(lazyFeatureStores, {
    config,
    ...(import.meta.env.DEV ? {} : { contentBackend: new FetchContentSnapshot({ baseUrl: import.meta.env.BASE_URL }) }),
    storage: window.localStorage,
    latencyMs: Number(import.meta.env.VITE_MEMORY_LATENCY_MS ?? 0),
    // A season in full swing (the desk's home, list and calendar have work in them) and the couple's delivered gallery.
    ...demoSeed(new Date(), switches.galleryPhotos),
    buildVersion: new FetchBuildVersion(currentBuild(), { baseUrl: import.meta.env.BASE_URL }),
    loadGalleriesAtOnce: isGalleryAddress(window.location.pathname),
  });
  if (switches.as === 'novomanzele') {
    await container.get(TOKENS.VisitorAuth).signIn(demoCoupleCredentials());
  }
  if (switches.as === 'host') keepGuestPass(DEMO_GUEST_LINK, await container.get(TOKENS.GalleryViewer).openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN));
  return container;
}
