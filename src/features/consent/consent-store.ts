import type { ServiceIdentifier } from 'inversify';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AnalyticsPort } from '../../../ports/analytics-port';
import { useService } from '../../shared/services/services-context';

export type ConsentChoice = 'unknown' | 'accepted' | 'rejected';

export interface ConsentState {
  analytics: ConsentChoice;
  accept(): void;
  reject(): void;
  /** Re-open the choice (link in the footer). */
  reset(): void;
}

export type ConsentStore = StoreApi<ConsentState>;
export const CONSENT_STORE = Symbol.for('store.Consent') as ServiceIdentifier<ConsentStore>;

const STORAGE_KEY = 'svatebni-fotograf.consent.v1';

/** Whether the visitor accepted analytics on an earlier visit (read before any store exists). */
export function hasAnalyticsConsent(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  return storage?.getItem(STORAGE_KEY) === 'accepted';
}

interface ConsentDeps {
  analytics: AnalyticsPort;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

/** The visitor's cookie choice. Analytics is enabled only after "accept", never before a choice is made. */
export function createConsentStore({ analytics, storage }: ConsentDeps): ConsentStore {
  const saved = storage?.getItem(STORAGE_KEY);
  const initial: ConsentChoice = saved === 'accepted' || saved === 'rejected' ? saved : 'unknown';
  // Created undecided, as the prerendered page shows it (the bar): zustand hydrates components from the initial state,
  // so a page hydrates without a mismatch and then shows the saved choice.
  const store = createStore<ConsentState>()((set) => ({
    analytics: 'unknown',
    accept() {
      storage?.setItem(STORAGE_KEY, 'accepted');
      set({ analytics: 'accepted' });
      void analytics.enable();
    },
    // Withdrawing (or reopening) the choice stops collection in the open page at once, not at the next visit.
    reject() {
      storage?.setItem(STORAGE_KEY, 'rejected');
      set({ analytics: 'rejected' });
      void analytics.disable();
    },
    reset() {
      storage?.removeItem(STORAGE_KEY);
      set({ analytics: 'unknown' });
      void analytics.disable();
    },
  }));
  store.setState({ analytics: initial });
  // A choice made on an earlier visit applies from the start.
  if (initial === 'accepted') void analytics.enable();
  return store;
}

export function useConsent<T>(selector: (state: ConsentState) => T): T {
  return useStore(useService(CONSENT_STORE), selector);
}
