import { isValidIco } from '../content/site-settings';
import type { FieldErrors } from '../errors';
import { isValidIban } from '../payment/iban';
import { emailError, phoneError, requiredTextError } from '../validation/fields';
import type { TraderIdentity } from './trader';

/** The parts of a trader's identity a document needs, each named as the desk names the missing ones. */
export const TRADER_FIELDS = ['name', 'street', 'city', 'postalCode', 'country', 'ico', 'registerEntry', 'dic', 'vatRate', 'iban', 'email', 'phone'] as const;
export type TraderField = (typeof TRADER_FIELDS)[number];

const TEXT_MAX = 200;
/** "CZ" and 8 digits (a company) to 10 (a person's birth number): the Czech VAT register's shapes. */
const DIC = /^CZ\d{8,10}$/;

export function isValidDic(value: string): boolean {
  return DIC.test(value.trim().toUpperCase());
}

/**
 * Whether the trader's identity can go on a document, field by field: empty when it can. Checked where the CMS saves
 * it (IČO, DIČ, IBAN in the site setting's lifecycle), in the desk (which fields are missing) and on the server before
 * any document is issued — one rule for all three.
 */
export function checkTraderIdentity(identity: TraderIdentity): FieldErrors<TraderField> {
  const errors: FieldErrors<TraderField> = {
    name: requiredTextError(identity.name, TEXT_MAX),
    street: requiredTextError(identity.address.street, TEXT_MAX),
    city: requiredTextError(identity.address.city, TEXT_MAX),
    postalCode: requiredTextError(identity.address.postalCode, TEXT_MAX),
    country: /^[A-Z]{2}$/.test(identity.address.country) ? undefined : 'field/required',
    ico: identity.ico.trim() === '' ? 'field/required' : isValidIco(identity.ico.trim()) ? undefined : 'trader/ico-invalid',
    registerEntry: requiredTextError(identity.registerEntry, 2 * TEXT_MAX),
    iban: identity.iban.trim() === '' ? 'field/required' : isValidIban(identity.iban) ? undefined : 'trader/iban-invalid',
    email: emailError(identity.email),
    phone: identity.phone === undefined ? undefined : phoneError(identity.phone, false),
  };
  if (identity.vat.payer) {
    errors.dic = identity.vat.dic.trim() === '' ? 'field/required' : isValidDic(identity.vat.dic) ? undefined : 'trader/dic-invalid';
    const rate = identity.vat.ratePercent;
    errors.vatRate = Number.isInteger(rate) && rate > 0 && rate <= 100 ? undefined : 'trader/vat-rate-invalid';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code)) as FieldErrors<TraderField>;
}
