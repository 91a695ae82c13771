import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { CookieBar } from '../../features/consent/cookie-bar';
import { Island } from '../../shared/islands/island';
import type { ServiceResolver } from '../../shared/services/services-context';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { ImageGallery } from '../../shared/media/image-gallery';
import { createIslandServices } from '../composition/islands';
import { SiteHeader } from '../layouts/site-header';
import { ServicesProvider } from '../providers/services-provider';
import { ISLANDS } from './island-registry';
import { mountIslands } from './mount-islands';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

/** The page as the build writes it: the full app's markup (here the islands alone) around static content. */
function prerendered(services: ServiceResolver): string {
  return renderToString(
    <ServicesProvider services={services}>
      <Island name="site-header" component={SiteHeader} props={{ siteName: 'Tereza', path: '/cenik' }} />
      <main>
        <h1>Ceník</h1>
      </main>
      <Island name="cookie-bar" component={CookieBar} props={{}} />
    </ServicesProvider>,
  );
}

const noAnalytics = () => Promise.reject(new Error('not in the prerender'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mounting the islands of a content page', () => {
  it('hydrates each island on its element without a mismatch, leaving the rest of the page as it was', async () => {
    document.body.innerHTML = prerendered(createIslandServices({ storage: memoryStorage(), loadAnalytics: noAnalytics }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Ceník' });
    const errors = vi.spyOn(console, 'error');
    const loadAnalytics = vi.fn(async () => new InMemoryAnalytics());
    // A couple signed in on an earlier visit: the hint the full app keeps (visitor-presence.ts).
    const storage = memoryStorage({ 'svatebni-fotograf.visitor-signed-in.v1': '1' });

    let mounted: string[] = [];
    await act(async () => {
      mounted = await mountIslands(document, ISLANDS, createIslandServices({ storage, loadAnalytics }));
    });
    expect(mounted).toEqual(['site-header', 'cookie-bar']);
    const nav = screen.getByRole('navigation', { name: csCommon.nav.label });
    expect(await within(nav).findByRole('link', { name: csCommon.nav.account })).toHaveAttribute('href', '/ucet');
    expect(within(nav).getByRole('link', { name: csCommon.nav.pricing })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: csCommon.nav.openMenu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(loadAnalytics).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: csCommon.consent.accept }));
    await waitFor(() => expect(loadAnalytics).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: csCommon.consent.accept })).not.toBeInTheDocument();
    expect(storage.getItem('svatebni-fotograf.consent.v1')).toBe('accepted');

    expect(screen.getByRole('heading', { level: 1, name: 'Ceník' })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a choice made on an earlier visit hides the bar once hydrated, without a mismatch', async () => {
    document.body.innerHTML = prerendered(createIslandServices({ storage: memoryStorage(), loadAnalytics: noAnalytics }));
    const errors = vi.spyOn(console, 'error');
    const loadAnalytics = vi.fn(async () => new InMemoryAnalytics());
    const storage = memoryStorage({ 'svatebni-fotograf.consent.v1': 'accepted' });
    await act(async () => {
      await mountIslands(document, ISLANDS, createIslandServices({ storage, loadAnalytics }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: csCommon.consent.accept })).not.toBeInTheDocument());
    // Consent given before: analytics loads at once, as the full app enables it at start.
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a wedding\'s gallery once its chunk has loaded, and a thumbnail then opens the lightbox', async () => {
    const images = [
      { url: '/img/a.jpg', width: 800, height: 600, alt: 'Obřad' },
      { url: '/img/b.jpg', width: 800, height: 600, alt: 'Tanec' },
    ];
    const services = createIslandServices({ storage: memoryStorage(), loadAnalytics: noAnalytics });
    document.body.innerHTML = renderToString(
      <ServicesProvider services={services}>
        <Island name="image-gallery" component={ImageGallery} props={{ images, label: 'Galerie' }} />
      </ServicesProvider>,
    );
    const errors = vi.spyOn(console, 'error');
    let mounted: string[] = [];
    await act(async () => {
      mounted = await mountIslands(document, ISLANDS, services);
    });
    expect(mounted).toEqual(['image-gallery']);
    await userEvent.setup().click(screen.getByRole('button', { name: csContent.wedding.openImage(2, 2) }));
    expect(await screen.findByRole('dialog', { name: csContent.lightbox.label })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves an element the registry does not know static, says so, and still hydrates the others', async () => {
    document.body.innerHTML = `<div data-island="neznamy" data-island-props="{}"><p>statické</p></div>${prerendered(
      createIslandServices({ storage: memoryStorage(), loadAnalytics: noAnalytics }),
    )}`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let mounted: string[] = [];
    await act(async () => {
      mounted = await mountIslands(document, ISLANDS, createIslandServices({ storage: memoryStorage(), loadAnalytics: noAnalytics }));
    });
    expect(mounted).toEqual(['site-header', 'cookie-bar']);
    expect(errors).toHaveBeenCalledWith('No island named "neznamy" in this build');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: csCommon.nav.openMenu }));
    expect(screen.getByRole('button', { name: csCommon.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  });
});
