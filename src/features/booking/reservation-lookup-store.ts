import { createStore, type StoreApi } from 'zustand/vanilla';

/** What "Moje rezervace" asks for; the names are the fields' names in the form. */
export interface ReservationLookupValues {
  reservationCode: string;
  email: string;
}

export interface ReservationLookupState {
  values: ReservationLookupValues;
  setField(field: keyof ReservationLookupValues, value: string): void;
}

export type ReservationLookupStore = StoreApi<ReservationLookupState>;

/**
 * The lookup's typed code and e-mail, in a store rather than the component's state so that what a visitor types into
 * the prerendered form before it hydrates can be taken over (typed-before-hydration.ts).
 */
export function createReservationLookupStore(): ReservationLookupStore {
  return createStore<ReservationLookupState>()((set, get) => ({
    values: { reservationCode: '', email: '' },
    setField(field, value) {
      set({ values: { ...get().values, [field]: value } });
    },
  }));
}
