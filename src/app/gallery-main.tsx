// The galleries' own entry (gallery.html, served at /galerie/* and /ucet/galerie/*): the guest's page with its PIN
// form, or the signed-in couple's page, on the gallery's few services, without the router, the DI container or the
// app's profile roots, so the first screen waits for the gallery's code alone. The viewer stays lazy (gallery-screen.tsx).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { coupleGalleryIdFromPath, COUPLE_GALLERY_PATH, guestLinkIdFromPath } from '../../domain/gallery/gallery-links';
import { CoupleGallery, PlainLink } from '../features/gallery/couple-gallery';
import { GuestGallery } from '../features/gallery/guest-gallery';
import { AppReady } from './app-ready';
import { readAppConfig } from './config';
import type { GalleryAudience, GalleryProfileModule } from './composition/gallery-services';
import { coupleSignInRedirect, galleryResolver } from './composition/gallery-services';
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
  const { pathname } = window.location;
  const audience: GalleryAudience = pathname.startsWith(`${COUPLE_GALLERY_PATH}/`) ? 'couple' : 'guest';
  const config = readAppConfig();
  const services = await (await loadGalleryProfile()).createGalleryServices(config, audience);
  let page: ReactNode;
  if (audience === 'couple') {
    // Not signed in, or the session was taken back: the sign-in page, which brings the couple back here.
    const signIn = await coupleSignInRedirect(services, pathname);
    if (signIn) {
      window.location.replace(signIn);
      return;
    }
    page = <CoupleGallery galleryId={coupleGalleryIdFromPath(pathname)} link={PlainLink} />;
  } else page = <GuestGallery linkId={guestLinkIdFromPath(pathname)} />;
  // A deploy while the tab is open: the lazy viewer's chunk is gone, and the watcher reloads into the new build.
  const watcher = createVersionWatcher({ port: services.buildVersion, reload: () => window.location.reload(), storage: window.sessionStorage });
  installPreloadErrorHandler(window, watcher);
  watcher.start();
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ServicesProvider services={galleryResolver(services)}>
        <AppReady />
        <GalleryLayout>{page}</GalleryLayout>
      </ServicesProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('app');
if (container) void mountApp(container, start);
