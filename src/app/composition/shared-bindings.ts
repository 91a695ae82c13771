import type { Container, ResolutionContext } from 'inversify';
import { DomainError } from '../../../domain/errors';
import type { CouplePortalPort } from '../../../ports/couple-portal-port';
import { TOKENS } from '../../../ports/tokens';
import { COUPLE_PORTAL_STORE } from '../../features/account/couple-portal-store-token';
import { ADMIN_BOOKINGS_STORE } from '../../features/admin/admin-bookings-store-token';
import { BOOKING_STORES } from '../../features/booking/booking-stores-token';
import { CONTACT_STORE } from '../../features/contact/contact-store-token';
import { CONSENT_STORE, createConsentStore } from '../../features/consent/consent-store';
import { UPLOAD_QUEUE_STORE } from '../../features/gallery-desk/upload-queue-store-token';
import { ADMIN_SESSION, createSessionStore, VISITOR_SESSION } from '../../shared/session/session-store';
import { presenceFromSession, VISITOR_PRESENCE } from '../../shared/session/visitor-presence';

/** The modules of the stores only some pages use: the booking forms, the contact form, the booking desk, the portal. */
export interface FeatureStoreModules {
  booking: Pick<typeof import('../../features/booking/booking-stores'), 'createBookingStores'>;
  contact: Pick<typeof import('../../features/contact/contact-store'), 'createContactStore'> &
    Pick<typeof import('../../shared/bot-barrier/challenge-source'), 'createChallengeSource'>;
  admin: Pick<typeof import('../../features/admin/admin-bookings-store'), 'createAdminBookingsStore'>;
  account: Pick<typeof import('../../features/account/couple-portal-store'), 'createCouplePortalStore'>;
  galleryDesk: Pick<typeof import('../../features/gallery-desk/upload-queue-store'), 'createUploadQueueStore'>;
}

/**
 * How a profile gets those modules: at once (the fakes of tests and Storybook, whose components read the stores
 * without a router) or on demand, so a visitor's content page never downloads the forms' code (a built site; the
 * pages that use a store list it in PageModule.services and the router resolves it before they render).
 */
export type FeatureStoreLoaders = { [K in keyof FeatureStoreModules]: () => FeatureStoreModules[K] | Promise<FeatureStoreModules[K]> };

/** Builds a store from its module, synchronously when the module is already there. */
function fromModule<M, T>(load: () => M | Promise<M>, create: (module: M) => T): () => T | Promise<T> {
  return () => {
    const module = load();
    return module instanceof Promise ? module.then(create) : create(module);
  };
}

/**
 * Until a profile binds the couple's portal port, "Moje svatba" still opens (password, sign-out) and its bookings
 * part says, in Czech with the code, that this is not available here.
 */
const portalNotBound: CouplePortalPort = {
  myBookings: () => Promise.reject(new DomainError('auth/unsupported', 'No CouplePortalPort bound in this profile')),
  withdraw: () => Promise.reject(new DomainError('auth/unsupported')),
  sendMessage: () => Promise.reject(new DomainError('auth/unsupported')),
  markMessagesRead: () => Promise.reject(new DomainError('auth/unsupported')),
  saveBillingDetails: () => Promise.reject(new DomainError('auth/unsupported')),
  exportMyData: () => Promise.reject(new DomainError('auth/unsupported')),
  deleteAccount: () => Promise.reject(new DomainError('auth/unsupported')),
};

/** Stores are the same in every profile: factories that receive whatever ports the profile bound. */
export function bindStores(
  container: Container,
  modules: FeatureStoreLoaders,
  browserStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): void {
  // A composition whose sign-in page made the admin's session before the container (sign-in-stage.ts) binds it itself.
  if (!container.isBound(ADMIN_SESSION)) {
    container.bind(ADMIN_SESSION).toDynamicValue((ctx) => createSessionStore({ auth: ctx.get(TOKENS.AdminAuth) })).inSingletonScope();
  }
  container.bind(VISITOR_SESSION).toDynamicValue((ctx) => createSessionStore({ auth: ctx.get(TOKENS.VisitorAuth) })).inSingletonScope();
  container.bind(VISITOR_PRESENCE).toDynamicValue((ctx) => presenceFromSession(ctx.get(VISITOR_SESSION), browserStorage)).inSingletonScope();
  container
    .bind(CONSENT_STORE)
    .toDynamicValue((ctx) => createConsentStore({ analytics: ctx.get(TOKENS.Analytics), storage: browserStorage }))
    .inSingletonScope();

  // The ports are taken before the module loads: a resolution context is only valid while its resolution runs.
  container
    .bind(ADMIN_BOOKINGS_STORE)
    .toDynamicValue((ctx: ResolutionContext) => {
      const ports = { bookings: ctx.get(TOKENS.Bookings), mailLog: ctx.get(TOKENS.MailLog) };
      return fromModule(modules.admin, (m) => m.createAdminBookingsStore(ports))();
    })
    .inSingletonScope();
  container
    .bind(CONTACT_STORE)
    .toDynamicValue((ctx: ResolutionContext) => {
      const contact = ctx.get(TOKENS.Contact);
      const challenges = ctx.get(TOKENS.BotChallenges);
      return fromModule(modules.contact, (m) => m.createContactStore({ contact, challenge: m.createChallengeSource(challenges) }))();
    })
    .inSingletonScope();
  container
    .bind(BOOKING_STORES)
    .toDynamicValue((ctx: ResolutionContext) => {
      const deps = { availability: ctx.get(TOKENS.Availability), submission: ctx.get(TOKENS.BookingSubmission), challenges: ctx.get(TOKENS.BotChallenges) };
      return fromModule(modules.booking, (m) => m.createBookingStores(deps))();
    })
    .inSingletonScope();
  container
    .bind(COUPLE_PORTAL_STORE)
    .toDynamicValue((ctx: ResolutionContext) => {
      const ports = { portal: ctx.get(TOKENS.CouplePortal, { optional: true }) ?? portalNotBound, auth: ctx.get(TOKENS.VisitorAuth) };
      return fromModule(modules.account, (m) => m.createCouplePortalStore(ports))();
    })
    .inSingletonScope();
  container
    .bind(UPLOAD_QUEUE_STORE)
    .toDynamicValue((ctx: ResolutionContext) => {
      const ports = { files: ctx.get(TOKENS.FileStorage), galleries: ctx.get(TOKENS.GalleryAdmin) };
      return fromModule(modules.galleryDesk, (m) => m.createUploadQueueStore(ports))();
    })
    .inSingletonScope();
}

/** The feature stores' modules on demand (a built site). */
export const lazyFeatureStores: FeatureStoreLoaders = {
  booking: () => import('../../features/booking/booking-stores'),
  contact: async () => ({ ...(await import('../../features/contact/contact-store')), ...(await import('../../shared/bot-barrier/challenge-source')) }),
  admin: () => import('../../features/admin/admin-bookings-store'),
  account: () => import('../../features/account/couple-portal-store'),
  galleryDesk: () => import('../../features/gallery-desk/upload-queue-store'),
};
