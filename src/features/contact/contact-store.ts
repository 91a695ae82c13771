import type { ServiceIdentifier } from 'inversify';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  emptyContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactMessageInput,
} from '../../../domain/contact/contact-message';
import { isDomainError, isErrorCode, type ErrorCode, type FieldErrors } from '../../../domain/errors';
import type { ContactPort } from '../../../ports/contact-port';
import { useService } from '../../app/providers/services-context';

export interface ContactState {
  values: ContactMessageInput;
  errors: FieldErrors<ContactField>;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  failure: ErrorCode | null;
  setField<K extends ContactField>(field: K, value: ContactMessageInput[K]): void;
  submit(): Promise<void>;
  reset(): void;
}

export type ContactStore = StoreApi<ContactState>;
export const CONTACT_STORE = Symbol.for('store.Contact') as ServiceIdentifier<ContactStore>;

export function createContactStore({ contact, now = () => new Date() }: { contact: ContactPort; now?: () => Date }): ContactStore {
  return createStore<ContactState>()((set, get) => ({
    values: emptyContactMessage(),
    errors: {},
    status: 'editing',
    failure: null,
    setField(field, value) {
      const { [field]: _cleared, ...errors } = get().errors;
      set({ values: { ...get().values, [field]: value }, errors });
    },
    async submit() {
      if (get().status === 'sending') return;
      const result = validateContactMessage(get().values, now());
      if (!result.ok) {
        set({ errors: result.errors, status: 'editing', failure: null });
        return;
      }
      set({ status: 'sending', errors: {}, failure: null });
      try {
        await contact.send(result.value);
        set({ status: 'sent', values: emptyContactMessage() });
      } catch (error) {
        // The typed values stay in the store: a failed submit never loses what the visitor wrote.
        const code = isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
        set({ status: 'failed', failure: code });
      }
    },
    reset() {
      set({ values: emptyContactMessage(), errors: {}, status: 'editing', failure: null });
    },
  }));
}

export function useContactForm<T>(selector: (state: ContactState) => T): T {
  return useStore(useService(CONTACT_STORE), selector);
}
