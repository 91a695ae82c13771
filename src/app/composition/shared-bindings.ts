import type { Container } from 'inversify';
import { TOKENS } from '../../../ports/tokens';
import { BOOKING_STORES, createBookingStores } from '../../features/booking/booking-stores';
import { createContactStore, CONTACT_STORE } from '../../features/contact/contact-store';
import { CONSENT_STORE, createConsentStore } from '../../features/consent/consent-store';
import { ADMIN_BOOKINGS_STORE, createAdminBookingsStore } from '../../features/admin/admin-bookings-store';
import { createChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { ADMIN_SESSION, createSessionStore, VISITOR_SESSION } from '../../shared/session/session-store';

/** Stores are the same in every profile: factories that receive whatever ports the profile bound. */
export function bindStores(container: Container, browserStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): void {
  container.bind(ADMIN_SESSION).toDynamicValue((ctx) => createSessionStore({ auth: ctx.get(TOKENS.AdminAuth) })).inSingletonScope();
  container.bind(VISITOR_SESSION).toDynamicValue((ctx) => createSessionStore({ auth: ctx.get(TOKENS.VisitorAuth) })).inSingletonScope();
  container.bind(ADMIN_BOOKINGS_STORE).toDynamicValue((ctx) => createAdminBookingsStore({ bookings: ctx.get(TOKENS.Bookings) })).inSingletonScope();
  container
    .bind(CONTACT_STORE)
    .toDynamicValue((ctx) =>
      createContactStore({ contact: ctx.get(TOKENS.Contact), challenge: createChallengeSource(ctx.get(TOKENS.BotChallenges)) }),
    )
    .inSingletonScope();
  container
    .bind(BOOKING_STORES)
    .toDynamicValue((ctx) => createBookingStores({
        availability: ctx.get(TOKENS.Availability),
        submission: ctx.get(TOKENS.BookingSubmission),
        challenges: ctx.get(TOKENS.BotChallenges),
      }),)
    .inSingletonScope();
  container
    .bind(CONSENT_STORE)
    .toDynamicValue((ctx) => createConsentStore({ analytics: ctx.get(TOKENS.Analytics), storage: browserStorage }))
    .inSingletonScope();
}
