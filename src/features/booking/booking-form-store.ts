import type { AccountContact } from '../../../domain/booking/account-prefill';
import type { BookingPolicy } from '../../../domain/booking/booking-policy';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  emptyBookingRequest,
  validateBookingRequest,
  type BookingRequestField,
  type BookingRequestInput,
} from '../../../domain/booking/booking-request';
import { isDomainError, isErrorCode, type ErrorCode, type FieldErrors } from '../../../domain/errors';
import type { BookingSubmissionPort, SubmissionReceipt } from '../../../ports/booking-submission-port';
import type { ChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { withinDeadline } from '../../shared/forms/deadline';

export const FULL_STEPS = ['date', 'package', 'details', 'summary'] as const;
export type BookingStep = (typeof FULL_STEPS)[number];

/** The fields each step of the full form asks for; a step is validated with the domain rule, limited to these. */
export const STEP_FIELDS: Readonly<Record<BookingStep, readonly BookingRequestField[]>> = {
  date: ['weddingDate'],
  package: ['packageSlug', 'extras'],
  details: ['partner1', 'partner2', 'email', 'phone', 'venue', 'town', 'ceremonyTime', 'guests', 'message', 'source'],
  summary: ['privacyConsent', 'marketingConsent'],
};

export type EditableField = Exclude<keyof BookingRequestInput, 'id' | 'kind'>;

/** What the page knows and the domain rule needs: the price list's slugs and the dates known to be taken. */
export interface ValidationContext {
  policy?: BookingPolicy;
  packageSlugs?: readonly string[];
  extraSlugs?: readonly string[];
  lockedDates?: ReadonlySet<string>;
}

export interface BookingFormState {
  kind: BookingRequestInput['kind'];
  values: BookingRequestInput;
  errors: FieldErrors<BookingRequestField>;
  step: BookingStep;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  failure: ErrorCode | null;
  receipt: SubmissionReceipt | null;
  /** When the form was shown (clock ms), for the fill-time spam signal. */
  shownAt: number;
  /** The honeypot's value: people never see the field, bots fill it. */
  honeypot: string;
  /** Where the solved bot-barrier challenge comes from (the form mounts its widget on it). */
  challenge: ChallengeSource;
  open(prefill?: { weddingDate?: string | undefined; packageSlug?: string | undefined }): void;
  /**
   * The signed-in couple's names and e-mail (null when nobody is signed in): filled into those fields while they are
   * empty, now and in every fresh form after; never over anything typed.
   */
  setAccountContact(contact: AccountContact | null): void;
  setField<K extends EditableField>(field: K, value: BookingRequestInput[K]): void;
  toggleExtra(slug: string): void;
  setHoneypot(value: string): void;
  /** Validates the current step and moves on only when it is valid; returns whether it moved. */
  next(context: ValidationContext): boolean;
  back(): void;
  /** Jumps back to an earlier step (from the summary's "Upravit" links). */
  goTo(step: BookingStep): void;
  submit(context: ValidationContext): Promise<void>;
  startOver(): void;
}

export type BookingFormStore = StoreApi<BookingFormState>;

export interface BookingFormPorts {
  submission: BookingSubmissionPort;
  /** Where the solved bot-barrier challenge comes from (the form mounts its widget on it). */
  challenge: ChallengeSource;
  kind: BookingRequestInput['kind'];
  now?: () => Date;
  /** Milliseconds clock for the fill time. */
  clock?: () => number;
  newId?: () => string;
  /** Told when the server refuses the date as taken, so the calendar can stop showing it as free. */
  onDateTaken?: (date: string) => void;
}

function stepOf(field: BookingRequestField): BookingStep {
  return FULL_STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'details';
}

export function createBookingFormStore({
  submission,
  challenge,
  kind,
  now = () => new Date(),
  clock = () => Date.now(),
  newId = () => crypto.randomUUID(),
  onDateTaken,
}: BookingFormPorts): BookingFormStore {
  let account: AccountContact | null = null;
  const fresh = () => ({
    values: withAccount(emptyBookingRequest(newId(), kind), account),
    errors: {},
    step: 'date' as BookingStep,
    status: 'editing' as const,
    failure: null,
    receipt: null,
    shownAt: clock(),
    honeypot: '',
  });

  function withAccount(values: BookingRequestInput, contact: AccountContact | null): BookingRequestInput {
    if (!contact) return values;
    // The names go in as a pair: a partner typed alone means the couple is naming themselves.
    const namesEmpty = values.partner1 === '' && values.partner2 === '';
    return {
      ...values,
      ...(namesEmpty ? { partner1: contact.partner1, partner2: contact.partner2 } : {}),
      ...(values.email === '' ? { email: contact.email } : {}),
    };
  }

  function validate(values: BookingRequestInput, context: ValidationContext, fields?: readonly BookingRequestField[]) {
    const result = validateBookingRequest(values, { now: now(), ...context });
    const all: FieldErrors<BookingRequestField> = result.ok ? {} : { ...result.errors };
    if (!all.weddingDate && context.lockedDates?.has(values.weddingDate)) all.weddingDate = 'booking/date-taken';
    if (!fields) return all;
    return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field as BookingRequestField))) as typeof all;
  }

  return createStore<BookingFormState>()((set, get) => ({
    kind,
    ...fresh(),
    challenge,
    open(prefill = {}) {
      // After a sent request the next visit starts a new one (new id); otherwise the typed values stay.
      if (get().status === 'sent') set(fresh());
      const { values } = get();
      const patch: Partial<BookingRequestInput> = {};
      if (prefill.weddingDate && values.weddingDate === '') patch.weddingDate = prefill.weddingDate;
      if (prefill.packageSlug && values.packageSlug === '') patch.packageSlug = prefill.packageSlug;
      if (Object.keys(patch).length > 0) set({ values: { ...values, ...patch } });
    },
    setAccountContact(contact) {
      account = contact;
      if (!contact || get().status === 'sent' || get().status === 'sending') return;
      set({ values: withAccount(get().values, contact) });
    },
    setField(field, value) {
      const { [field]: _cleared, ...errors } = get().errors;
      set({ values: { ...get().values, [field]: value }, errors });
    },
    toggleExtra(slug) {
      const { extras } = get().values;
      get().setField('extras', extras.includes(slug) ? extras.filter((e) => e !== slug) : [...extras, slug]);
    },
    setHoneypot(value) {
      set({ honeypot: value });
    },
    next(context) {
      const { step, values } = get();
      const errors = validate(values, context, STEP_FIELDS[step]);
      if (Object.keys(errors).length > 0) {
        set({ errors });
        return false;
      }
      const following = FULL_STEPS[FULL_STEPS.indexOf(step) + 1];
      set({ errors: {}, failure: null, ...(following ? { step: following } : {}) });
      return true;
    },
    back() {
      const previous = FULL_STEPS[FULL_STEPS.indexOf(get().step) - 1];
      if (previous) set({ step: previous, errors: {} });
    },
    goTo(step) {
      if (FULL_STEPS.indexOf(step) < FULL_STEPS.indexOf(get().step)) set({ step, errors: {} });
    },
    async submit(context) {
      if (get().status === 'sending') return;
      const errors = validate(get().values, context);
      const firstInvalid = FULL_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field]));
      if (firstInvalid) {
        set({ errors, status: 'editing', failure: null, step: kind === 'full' ? firstInvalid : 'date' });
        return;
      }
      set({ status: 'sending', errors: {}, failure: null });
      try {
        // The same id on every retry: the server answers a repeated id with the first receipt, never a second booking.
        // Each wait has a deadline, so a hanging connection ends in the "not sent" state with everything typed kept.
        const fillMs = clock() - get().shownAt;
        const solved = await withinDeadline(challenge.take());
        const receipt = await withinDeadline(submission.submit(get().values, { honeypot: get().honeypot, fillMs, challenge: solved }));
        set({ status: 'sent', receipt });
      } catch (error) {
        // Everything typed stays; only the status and the explanation change.
        const code = isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
        const fields = isDomainError(error) ? (error.details?.fields as FieldErrors<BookingRequestField> | undefined) : undefined;
        // A held day (another request's date hold) is refused like a taken one: the date field, the nearest free days.
        const dateRefused = code === 'booking/date-taken' || code === 'booking/date-held';
        const refused: FieldErrors<BookingRequestField> = dateRefused ? { weddingDate: code } : { ...fields };
        const firstRefused = Object.keys(refused)[0] as BookingRequestField | undefined;
        if (dateRefused) onDateTaken?.(get().values.weddingDate);
        set({
          status: 'failed',
          failure: code,
          errors: refused,
          ...(firstRefused && kind === 'full' ? { step: stepOf(firstRefused) } : {}),
        });
      }
    },
    startOver() {
      set(fresh());
    },
  }));
}
