import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import type { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { coupleGalleryPath } from '../../../domain/gallery/gallery-links';
import { TOKENS } from '../../../ports/tokens';
import { CoupleGallery, PlainLink } from '../../features/gallery/couple-gallery';
import { GuestGallery } from '../../features/gallery/guest-gallery';
import { csCommon } from '../../texts/cs-common';
import { csGallery } from '../../texts/cs-gallery';
import { readAppConfig } from '../config';
import { GalleryLayout } from '../layouts/gallery-layout';
import { ServicesProvider } from '../providers/services-provider';
import { createGalleryServices } from './gallery-memory';
import { coupleSignInRedirect, galleryResolver } from './gallery-services';

const config = readAppConfig({ VITE_PROFILE: 'memory' });

/** The page as src/app/gallery-main.tsx mounts it: no router, no container. */
async function openGuestEntry(search = '') {
  window.history.replaceState(null, '', `/galerie/${DEMO_GUEST_LINK}${search}`);
  const services = galleryResolver(await createGalleryServices(config, 'guest'));
  render(
    <ServicesProvider services={services}>
      <GalleryLayout>
        <GuestGallery linkId={DEMO_GUEST_LINK} />
      </GalleryLayout>
    </ServicesProvider>,
  );
  return services;
}

/** The couple's page as the entry mounts it at `/ucet/galerie/{id}`; null when the entry sends them to sign in. */
async function openCoupleEntry(search = '') {
  const path = coupleGalleryPath(DEMO_GALLERY_ID);
  window.history.replaceState(null, '', `${path}${search}`);
  const services = await createGalleryServices(config, 'couple');
  const signIn = await coupleSignInRedirect(services, path);
  if (signIn) return signIn;
  render(
    <ServicesProvider services={galleryResolver(services)}>
      <GalleryLayout>
        <CoupleGallery galleryId={DEMO_GALLERY_ID} link={PlainLink} />
      </GalleryLayout>
    </ServicesProvider>,
  );
  return null;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the guests’ gallery on its own entry (memory profile)', () => {
  it('asks for the PIN and opens the demo gallery without a router or a container, in the site’s frame', async () => {
    await openGuestEntry();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: csGallery.pin.heading });
    await user.type(screen.getByRole('textbox', { name: new RegExp(csGallery.pin.label) }), DEMO_GUEST_PIN);
    await user.click(screen.getByRole('button', { name: csGallery.pin.submit }));
    expect(await screen.findByRole('button', { name: csGallery.grid.open(1, 40) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: csCommon.siteName })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: csCommon.footer.privacy })).toBeInTheDocument();
  });

  it('keeps the demo’s switches: `demo-jako=host` lets the guest in before the first render, `demo-fotek` sizes the gallery', async () => {
    await openGuestEntry('?demo-jako=host&demo-fotek=120');
    expect(await screen.findByRole('button', { name: csGallery.grid.open(1, 120) })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: new RegExp(csGallery.pin.label) })).not.toBeInTheDocument();
  });

  it('resolves only the gallery’s services, and names a token it was not given', async () => {
    const services = await openGuestEntry();
    expect(services.get(TOKENS.AppConfig).profile).toBe('memory');
    expect(() => services.get(TOKENS.Bookings)).toThrow(/has no service/);
  });
});

describe('the couple’s gallery on the same entry (memory profile)', () => {
  it('opens the demo couple’s gallery signed in by `demo-jako=novomanzele`, sized by `demo-fotek`, with plain links back to Moje svatba', async () => {
    expect(await openCoupleEntry('?demo-jako=novomanzele&demo-fotek=120')).toBeNull();
    expect(await screen.findByRole('button', { name: csGallery.grid.open(1, 120) })).toBeInTheDocument();
    // A full page load into the app, which has the router the entry lacks.
    expect(screen.getByRole('link', { name: new RegExp(csGallery.backToPortal) })).toHaveAttribute('href', '/ucet');
    expect(screen.getByRole('button', { name: csGallery.selection.submit })).toBeInTheDocument();
  });

  it('sends a couple who is not signed in to the sign-in page, which brings them back to the gallery', async () => {
    expect(await openCoupleEntry()).toBe(`/prihlaseni?next=${encodeURIComponent(coupleGalleryPath(DEMO_GALLERY_ID))}`);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends the couple to sign in when their session was taken back, though the page had it', async () => {
    window.history.replaceState(null, '', `${coupleGalleryPath(DEMO_GALLERY_ID)}?demo-jako=novomanzele`);
    const services = await createGalleryServices(config, 'couple');
    expect(await coupleSignInRedirect(services, coupleGalleryPath(DEMO_GALLERY_ID))).toBeNull();
    (services.visitors as InMemoryAuth).endSession();
    expect(await coupleSignInRedirect(services, coupleGalleryPath(DEMO_GALLERY_ID))).toMatch(/^\/prihlaseni\?next=/);
  });

  it('gives the guest no session to check: a guest’s services never send anyone to sign in by mistake', async () => {
    const services = await createGalleryServices(config, 'guest');
    expect(services.visitors).toBeUndefined();
  });
});
