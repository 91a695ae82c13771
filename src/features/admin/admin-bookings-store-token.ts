import type { ServiceIdentifier } from 'inversify';
import type { AdminBookingsStore } from './admin-bookings-store';

/** The booking desk's store; a token of its own, so a composition can bind it without loading its code. */
export const ADMIN_BOOKINGS_STORE = Symbol.for('store.AdminBookings') as ServiceIdentifier<AdminBookingsStore>;
