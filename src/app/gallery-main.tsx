// The guests' gallery's own entry (gallery.html, served at /galerie/*): the page, its PIN form and its grid on the
// gallery's few services, without the router, the DI container or the app's profile roots, so a guest's first screen
// waits for the gallery's code alone. The viewer stays lazy (gallery-screen.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { guestLinkIdFromPath } from '../../domain/gallery/gallery-links';
import { GuestGallery } from '../features/gallery/guest-gallery';
import { AppReady } from './app-ready';
import { readAppConfig } from './config';
import type { GalleryProfileModule } from './composition/gallery-services';
import { galleryResolver } from './composition/gallery-services';
import { GalleryLayout } from './layouts/gallery-layout';
import { mountApp } from './mount-app';
import { ServicesProvider } from './providers/services-provider';
import { createVersionWatcher, installPreloadErrorHandler } from './version/version-watcher';
import './styles.css';

/** As main.tsx's loadProfile: VITE_PROFILE is a constant in the bundle, so only one profile's root is emitted. */
function loadGalleryProfile(): Promise<GalleryProfileModule> {
  if (import.meta.env.VITE_PROFILE === 'production') return import('./composition/gallery-production');
  if (import.meta.env.VITE_PROFILE === 'emulators') return import('./composition/gallery-emulators');
  return import('./composition/gallery-memory');
}

async function start(container: HTMLElement): Promise<void> {
  const config = readAppConfig();
  const services = await (await loadGalleryProfile()).createGalleryServices(config);
  // A deploy while the tab is open: the lazy viewer's chunk is gone, and the watcher reloads into the new build.
  const watcher = createVersionWatcher({ port: services.buildVersion, reload: () => window.location.reload(), storage: window.sessionStorage });
  installPreloadErrorHandler(window, watcher);
  watcher.start();
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ServicesProvider services={galleryResolver(services)}>
        <AppReady />
        <GalleryLayout>
          <GuestGallery linkId={guestLinkIdFromPath(window.location.pathname)} />
        </GalleryLayout>
      </ServicesProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('app');
if (container) void mountApp(container, start);
