// The galleries' own entry on the memory profile's fakes (the browser demo), built without the container: the same
// fakes and seed as memory-container.ts and memory-galleries.ts bind, so the demo's guest link, PIN and switches work
// here (`?demo-jako=host` lets the guest in, `?demo-jako=novomanzele` signs the couple in, `?demo-fotek=N`).
// The fakes' modules carry inversify's decorators (metadata only; no container is made).
import { FetchBuildVersion } from '../../../adapters/fetch/fetch-build-version';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { demoSeed } from '../../../adapters/memory/demo-seed';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { InMemoryBookingRepository } from '../../../adapters/memory/in-memory-booking-repository';
import { InMemoryFileStorage } from '../../../adapters/memory/in-memory-file-storage';
import { InMemoryGalleryData } from '../../../adapters/memory/in-memory-gallery-store';
import { InMemoryGalleryViewer } from '../../../adapters/memory/in-memory-gallery-viewer';
import { InMemoryOutbox, memoryMailSettings } from '../../../adapters/memory/in-memory-outbox';
import type { MemoryAdapterOptions } from '../../../adapters/memory/memory-adapter-options';
import type { AppConfig } from '../../../ports/app-config-port';
import type { ContentBackendPort } from '../../../ports/content-backend-port';
import { keepGuestPass } from '../../features/gallery/guest-pass-storage';
import { currentBuild } from './current-build';
import { demoCoupleCredentials, demoSwitches } from './demo-switches';
import type { GalleryAudience, GalleryServices } from './gallery-services';

/** A built demo reads the snapshot its prerender published; the dev server the in-memory demo content (dev only). */
async function contentBackend(options: MemoryAdapterOptions): Promise<ContentBackendPort> {
  if (!import.meta.env.DEV) return new FetchContentSnapshot({ baseUrl: import.meta.env.BASE_URL });
  const [{ InMemoryContentBackend }, { demoContent }] = await Promise.all([
    import('../../../adapters/memory/in-memory-content-backend'),
    import('../../../adapters/memory/demo-content/demo-content'),
  ]);
  return new InMemoryContentBackend(demoContent, options);
}

export async function createGalleryServices(config: AppConfig, audience: GalleryAudience): Promise<GalleryServices> {
  const switches = demoSwitches(window.location.search);
  const now = new Date();
  const seed: MemoryAdapterOptions = {
    storage: window.localStorage,
    latencyMs: Number(import.meta.env.VITE_MEMORY_LATENCY_MS ?? 0),
    ...demoSeed(now, switches.galleryPhotos),
  };
  const options: MemoryAdapterOptions = config.bookingPolicy ? { bookingPolicy: config.bookingPolicy, ...seed } : seed;
  const visitors = new InMemoryAuth(options);
  const data = new InMemoryGalleryData(() => options.now?.() ?? new Date(), options.galleries ?? []);
  const mail = memoryMailSettings(config.siteUrl, await contentBackend(options));
  const viewer = new InMemoryGalleryViewer(data, visitors, options, new InMemoryBookingRepository(options), new InMemoryFileStorage(), new InMemoryOutbox(options), mail);
  if (switches.as === 'host') keepGuestPass(DEMO_GUEST_LINK, await viewer.openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN));
  // The fake's session lives as long as the page (as in memory-demo.ts): without the switch the couple signs in anew.
  if (switches.as === 'novomanzele' && audience === 'couple') {
    await visitors.signIn(demoCoupleCredentials());
  }
  const buildVersion = new FetchBuildVersion(currentBuild(), { baseUrl: import.meta.env.BASE_URL });
  return audience === 'couple' ? { config, viewer, buildVersion, visitors } : { config, viewer, buildVersion };
}
