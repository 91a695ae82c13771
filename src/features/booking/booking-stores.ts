import { useStore } from 'zustand';
import type { AvailabilityPort } from '../../../ports/availability-port';
import type { BookingSubmissionPort } from '../../../ports/booking-submission-port';
import type { BotChallengePort } from '../../../ports/bot-challenge-port';
import { BOOKING_STORES } from './booking-stores-token';
import { createChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { useService } from '../../shared/services/services-context';
import { createAvailabilityStore, type AvailabilityState, type AvailabilityStore } from './availability-store';
import { createBookingFormStore, type BookingFormState, type BookingFormStore } from './booking-form-store';
import { monthOf } from './calendar-month';
import { createReservationLookupStore, type ReservationLookupState, type ReservationLookupStore } from './reservation-lookup-store';

/** The public booking pages' state: the calendar's months and one store per form kind. */
export interface BookingStores {
  availability: AvailabilityStore;
  full: BookingFormStore;
  simple: BookingFormStore;
  /** "Moje rezervace" on the reservation page. */
  lookup: ReservationLookupStore;
}

export { BOOKING_STORES };

export function createBookingStores({
  availability,
  submission,
  challenges,
}: {
  availability: AvailabilityPort;
  submission: BookingSubmissionPort;
  challenges: BotChallengePort;
}): BookingStores {
  const availabilityStore = createAvailabilityStore({ availability });
  const onDateTaken = (date: string) => void availabilityStore.getState().refreshMonth(monthOf(date));
  return {
    availability: availabilityStore,
    full: createBookingFormStore({ submission, kind: 'full', onDateTaken, challenge: createChallengeSource(challenges) }),
    simple: createBookingFormStore({ submission, kind: 'simple', onDateTaken, challenge: createChallengeSource(challenges) }),
    lookup: createReservationLookupStore(),
  };
}

export function useAvailability<T>(selector: (state: AvailabilityState) => T): T {
  return useStore(useService(BOOKING_STORES).availability, selector);
}

export function useReservationLookup<T>(selector: (state: ReservationLookupState) => T): T {
  return useStore(useService(BOOKING_STORES).lookup, selector);
}

export function useBookingForm<T>(kind: 'full' | 'simple', selector: (state: BookingFormState) => T): T {
  return useStore(useService(BOOKING_STORES)[kind], selector);
}
