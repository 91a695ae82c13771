import type { Booking, BookingFieldChange } from '../booking/booking';
import { DomainError, invalidInput, type FieldErrors } from '../errors';
import { isAnonymised } from '../privacy/retention';
import { requiredTextError } from '../validation/fields';
import type { DocumentCustomer } from './document-content';
import { isValidCzechDic, isValidIco } from './trader-validation';

/**
 * "Fakturační údaje": whom the photographer's documents are made out to. A VAT payer's tax document must name the
 * person the supply is for and carry their DIČ when they have one (zákon č. 235/2004 Sb., § 29 odst. 1 písm. c, d
 * and odst. 3 písm. a); bookings ask only for names and an e-mail, so the couple (or the desk) adds the address here.
 * A company paying for the wedding adds its IČO and DIČ. Personal data: exported with the booking, erased with it,
 * dropped by anonymisation (domain/privacy/anonymise.ts).
 */
export interface BillingDetails {
  /** A person's name or a company's registered name. */
  readonly name: string;
  readonly street: string;
  readonly city: string;
  /** Czech PSČ as printed: "110 00". */
  readonly postalCode: string;
  readonly ico?: string;
  readonly dic?: string;
}

/** The form as typed (strings), so a refused save keeps everything in it. */
export interface BillingInput {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  ico: string;
  dic: string;
}

export type BillingField = keyof BillingInput;
export const BILLING_FIELDS = ['name', 'street', 'city', 'postalCode', 'ico', 'dic'] as const satisfies readonly BillingField[];
export const BILLING_LIMITS = { name: 120, street: 120, city: 80 } as const;

/** The history's name of the billing details (its old and new values are personal: PERSONAL_HISTORY_FIELDS). */
export const BILLING_HISTORY_FIELD = 'billing';

export function billingInputOf(details: BillingDetails | undefined): BillingInput {
  return { name: details?.name ?? '', street: details?.street ?? '', city: details?.city ?? '', postalCode: details?.postalCode ?? '', ico: details?.ico ?? '', dic: details?.dic ?? '' };
}

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function billingErrors(input: BillingInput): FieldErrors<BillingField> {
  const errors: FieldErrors<BillingField> = {};
  for (const field of ['name', 'street', 'city'] as const) {
    const error = requiredTextError(squeeze(input[field]), BILLING_LIMITS[field]);
    if (error) errors[field] = error;
  }
  const postalCode = compact(input.postalCode);
  if (postalCode === '') errors.postalCode = 'field/required';
  else if (!/^\d{5}$/.test(postalCode)) errors.postalCode = 'billing/postcode-invalid';
  const ico = compact(input.ico);
  if (ico !== '' && !isValidIco(ico)) errors.ico = 'billing/ico-invalid';
  const dic = compact(input.dic);
  // A Czech DIČ is checked as the trader's is; another EU country's only by its shape (country code + 2–12 characters).
  if (dic !== '' && !(dic.startsWith('CZ') ? isValidCzechDic(dic) : /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(dic))) errors.dic = 'billing/dic-invalid';
  return errors;
}

function coerce(raw: unknown): BillingInput {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: BillingField) => (typeof r[key] === 'string' ? (r[key] as string).slice(0, 500) : typeof r[key] === 'number' ? String(r[key]) : '');
  return { name: text('name'), street: text('street'), city: text('city'), postalCode: text('postalCode'), ico: text('ico'), dic: text('dic') };
}

/**
 * The billing details as sent (untrusted): every field empty (or `null`) clears them; otherwise name, street, city and
 * postal code are required and IČO/DIČ checked when given. Invalid: `invalidInput` with every field's code.
 */
export function billingDetailsOf(raw: unknown): BillingDetails | null {
  const input = coerce(raw);
  if (BILLING_FIELDS.every((field) => input[field].trim() === '')) return null;
  const errors = billingErrors(input);
  if (Object.keys(errors).length > 0) throw invalidInput(errors, 'Invalid billing details');
  const digits = compact(input.postalCode);
  const ico = compact(input.ico);
  const dic = compact(input.dic);
  return {
    name: squeeze(input.name),
    street: squeeze(input.street),
    city: squeeze(input.city),
    postalCode: `${digits.slice(0, 3)} ${digits.slice(3)}`,
    ...(ico ? { ico } : {}),
    ...(dic ? { dic } : {}),
  };
}

/** One line for the history and the desk: "Jana Nováková, Dlouhá 5, 110 00 Praha, IČO 27074358". */
export function billingSummary(details: BillingDetails): string {
  return [details.name, details.street, `${details.postalCode} ${details.city}`, ...(details.ico ? [`IČO ${details.ico}`] : []), ...(details.dic ? [`DIČ ${details.dic}`] : [])].join(', ');
}

/**
 * The booking with new billing details (untrusted `raw`, see billingDetailsOf), recorded as one history entry `edit`
 * by `by`. The same details: the booking itself, so the caller writes nothing. Documents already issued keep what
 * they were issued with (their content is frozen); only documents issued later carry the new details.
 */
export function withBillingDetails(booking: Booking, raw: unknown, by: string, at: string): Booking {
  // The retention policy removed the couple's data on purpose: billing details must not bring it back.
  if (isAnonymised(booking)) throw new DomainError('booking/invalid-transition', 'an anonymised booking keeps no billing details');
  const details = billingDetailsOf(raw);
  const from = booking.billing ? billingSummary(booking.billing) : null;
  const to = details ? billingSummary(details) : null;
  if (from === to) return booking;
  const { billing: _old, ...rest } = booking;
  const change: BookingFieldChange = { field: BILLING_HISTORY_FIELD, from, to };
  return {
    ...rest,
    ...(details ? { billing: details } : {}),
    updatedAt: at,
    history: [...booking.history, { at, by, from: booking.status, to: booking.status, event: 'edit', changes: [change] }],
  };
}

/** Whom a document is made out to: the billing details where given, else the couple by name (and e-mail). */
export function documentCustomerOf(booking: Pick<Booking, 'contact' | 'billing'>): DocumentCustomer {
  const billing = booking.billing;
  if (!billing) return { name: booking.contact.coupleNames, email: booking.contact.email };
  return {
    name: billing.name,
    address: { street: billing.street, city: billing.city, postalCode: billing.postalCode, country: 'CZ' },
    ...(billing.ico ? { ico: billing.ico } : {}),
    ...(billing.dic ? { dic: billing.dic } : {}),
    email: booking.contact.email,
  };
}

/**
 * Whether the booking still lacks what a VAT payer's tax documents must state about the customer (their address):
 * the desk warns and the couple's portal asks for it. A non-payer's documents go with the couple's names alone.
 */
export function billingDetailsMissing(booking: Pick<Booking, 'billing'>, trader: { vat: { payer: boolean } } | null): boolean {
  return trader?.vat.payer === true && !booking.billing;
}
