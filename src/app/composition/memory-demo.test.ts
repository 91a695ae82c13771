import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../ports/tokens';
import { BOOKING_STORES } from '../../features/booking/booking-stores-token';
import { CONTACT_STORE } from '../../features/contact/contact-store-token';
import { createMemoryContainer } from './memory';
import { createServices, isGalleryAddress } from './memory-demo';

describe('the browser demo’s memory profile', () => {
  it('loads a feature store’s module when a page first asks for it, as a built site does: no page waits for every form’s store', async () => {
    const services = await createServices({ siteUrl: 'https://www.terezanovakova-foto.cz', profile: 'memory' });
    // Not there until a route resolves it before its page renders (PageModule.services), then there for `get`.
    expect(() => services.get(BOOKING_STORES)).toThrow(/asynchronous/);
    expect(() => services.get(CONTACT_STORE)).toThrow(/asynchronous/);
    const booking = await services.getAsync(BOOKING_STORES);
    expect(services.get(BOOKING_STORES)).toBe(booking);
  });

  it('keeps the tests’ and stories’ container synchronous: their components read the stores without a router', () => {
    const services = createMemoryContainer();
    expect(() => services.get(BOOKING_STORES)).not.toThrow();
    expect(services.get(TOKENS.GalleryViewer)).toBeDefined();
  });

  it('loads the galleries’ fakes at once only at a guest’s or the couple’s gallery, not at the desk’s or an old wedding link', () => {
    expect(isGalleryAddress('/galerie/DemoHostLink2027')).toBe(true);
    expect(isGalleryAddress('/ucet/galerie/abc')).toBe(true);
    expect(isGalleryAddress('/galerie-2019')).toBe(false);
    expect(isGalleryAddress('/admin/galerie/abc')).toBe(false);
    expect(isGalleryAddress('/ucet')).toBe(false);
  });
});
