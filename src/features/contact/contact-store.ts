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
import type { ChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { withinDeadline } from '../../shared/forms/deadline';
import { CONTACT_STORE } from './contact-store-token';
import { useService } from '../../shared/services/services-context';

export interface ContactState {
  values: ContactMessageInput;
  errors: FieldErrors<ContactField>;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  failure: ErrorCode | null;
  /** When the form was shown (clock ms), for the fill-time spam signal. */
  shownAt: number;
  /** The honeypot's value: people never see the field, bots fill it. */
  honeypot: string;
  /** Where the solved bot-barrier challenge comes from (the form mounts its widget on it). */
  challenge: ChallengeSource;
  setField<K extends ContactField>(field: K, value: ContactMessageInput[K]): void;
  setHoneypot(value: string): void;
  submit(): Promise<void>;
  /** A fresh, empty form ("send another"); the fill time starts again. */
  reset(): void;
}

export type ContactStore = StoreApi<ContactState>;
export { CONTACT_STORE };

export interface ContactPorts {
  contact: ContactPort;
  challenge: ChallengeSource;
  now?: () => Date;
  /** Milliseconds clock for the fill time. */
  clock?: () => number;
}

export function createContactStore({ contact, challenge, now = () => new Date(), clock = () => Date.now() }: ContactPorts): ContactStore {
  const fresh = () => ({
    values: emptyContactMessage(),
    errors: {},
    status: 'editing' as const,
    failure: null,
    shownAt: clock(),
    honeypot: '',
  });

  return createStore<ContactState>()((set, get) => ({
    ...fresh(),
    challenge,
    setField(field, value) {
      const { [field]: _cleared, ...errors } = get().errors;
      set({ values: { ...get().values, [field]: value }, errors });
    },
    setHoneypot(value) {
      set({ honeypot: value });
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
        // A bot gets the same 'sent' as a person: the port decides, quietly, that nothing is delivered.
        // Each wait has a deadline, so a hanging connection ends in the "not sent" state with everything typed kept.
        const fillMs = clock() - get().shownAt;
        const solved = await withinDeadline(challenge.take());
        await withinDeadline(contact.send(result.value, { honeypot: get().honeypot, fillMs, challenge: solved }));
        set({ status: 'sent', values: emptyContactMessage() });
      } catch (error) {
        // The typed values stay in the store: a failed submit never loses what the visitor wrote.
        const code = isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
        // When the server's validation disagrees, its field codes go next to the fields, as the browser's would.
        const fields = isDomainError(error) ? (error.details?.fields as FieldErrors<ContactField> | undefined) : undefined;
        set({ status: 'failed', failure: code, errors: { ...fields } });
      }
    },
    reset() {
      set(fresh());
    },
  }));
}

export function useContactForm<T>(selector: (state: ContactState) => T): T {
  return useStore(useService(CONTACT_STORE), selector);
}
