import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { TOKENS } from '../../../ports/tokens';
import { GuestGallery } from '../../features/gallery/guest-gallery';
import { csCommon } from '../../texts/cs-common';
import { csGallery } from '../../texts/cs-gallery';
import { readAppConfig } from '../config';
import { GalleryLayout } from '../layouts/gallery-layout';
import { ServicesProvider } from '../providers/services-provider';
import { createGalleryServices } from './gallery-memory';
import { galleryResolver } from './gallery-services';

const config = readAppConfig({ VITE_PROFILE: 'memory' });

/** The page as src/app/gallery-main.tsx mounts it: no router, no container. */
async function openGuestEntry(search = '') {
  window.history.replaceState(null, '', `/galerie/${DEMO_GUEST_LINK}${search}`);
  const services = galleryResolver(await createGalleryServices(config));
  render(
    <ServicesProvider services={services}>
      <GalleryLayout>
        <GuestGallery linkId={DEMO_GUEST_LINK} />
      </GalleryLayout>
    </ServicesProvider>,
  );
  return services;
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
