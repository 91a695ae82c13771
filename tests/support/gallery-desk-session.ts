import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { demoGallery, demoGalleryBooking } from '../../adapters/memory/demo-gallery';
import type { MemoryContainerOptions } from '../../src/app/composition/memory';
import { TOKENS } from '../../ports/tokens';
import { memoryServices, renderAppOn, TEST_ADAPTER_OPTIONS } from './render-app';

export const NOW = new Date('2027-07-03T10:00:00Z');

/**
 * The desk at `url` with the photographer signed in, over the demo's delivered gallery and its booking. `url` may be
 * computed by `prepare`, which runs on the signed-in services first (create a gallery, add a selection…).
 */
export async function deskAt(url: string | ((services: Container) => Promise<string>), options: MemoryContainerOptions = {}) {
  const services = memoryServices({
    ...TEST_ADAPTER_OPTIONS,
    now: () => NOW,
    bookings: [demoGalleryBooking(NOW)],
    galleries: [demoGallery(NOW)],
    ...options,
  });
  await services.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
  const user = userEvent.setup();
  return { user, ...renderAppOn(services, typeof url === 'string' ? url : await url(services)) };
}
