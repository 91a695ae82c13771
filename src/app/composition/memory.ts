import type { Container } from 'inversify';
import { createAdminBookingsStore } from '../../features/admin/admin-bookings-store';
import { createBookingStores } from '../../features/booking/booking-stores';
import { createContactStore } from '../../features/contact/contact-store';
import { createCouplePortalStore } from '../../features/account/couple-portal-store';
import { createChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { createMemoryContainerWith, type MemoryContainerOptions } from './memory-container';
import type { FeatureStoreLoaders } from './shared-bindings';

export type { MemoryContainerOptions };

/** The fakes' stores resolve at once: tests and stories render components that read them without a router. */
const eagerFeatureStores: FeatureStoreLoaders = {
  booking: () => ({ createBookingStores }),
  contact: () => ({ createContactStore, createChallengeSource }),
  admin: () => ({ createAdminBookingsStore }),
  account: () => ({ createCouplePortalStore }),
  // Only the gallery desk's photos page reads it, through the router (which resolves its page's services first): its
  // code loads with that page, not with every page of the demo.
  galleryDesk: () => import('../../features/gallery-desk/upload-queue-store'),
};

/** A fresh, deterministic container on in-memory fakes: tests, stories and the prerender step. */
export function createMemoryContainer(options: MemoryContainerOptions = {}): Container {
  return createMemoryContainerWith(eagerFeatureStores, options);
}
