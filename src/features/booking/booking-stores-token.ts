import type { ServiceIdentifier } from 'inversify';
import type { BookingStores } from './booking-stores';

/** The booking pages' stores; a token of its own, so a composition can bind them without loading their code. */
export const BOOKING_STORES = Symbol.for('store.Booking') as ServiceIdentifier<BookingStores>;
