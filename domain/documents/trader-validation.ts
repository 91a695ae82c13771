import { DomainError, type ErrorCode } from '../errors';
import { isValidIban } from '../payment/iban';
import type { TraderIdentity } from './trader';

/**
 * Whether the trader's identity can go on a document. § 435 odst. 1 občanského zákoníku (zákon č. 89/2012 Sb.) asks
 * every trader's business documents for the name, the registered seat (sídlo), the identifying number when one was
 * given (IČO) and the entry in the public register or, for a trade licence holder, in the other register
 * (živnostenský rejstřík); § 29 odst. 1 písm. a, b zákona o DPH adds the DIČ for a VAT payer's tax documents. A
 * document missing one of them is defective, so none is issued until the settings are complete.
 */
export type TraderField = 'name' | 'address' | 'ico' | 'registerEntry' | 'dic' | 'ratePercent' | 'iban';

/** IČO: 8 digits, the last a check digit of the first seven weighted 8…2, mod 11 (11 − r; r = 0 → 1, r = 1 → 0). */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  const digits = [...ico].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return digits[7] === check;
}

/** DIČ of a Czech VAT payer: "CZ" + the IČO (8 digits) or, for a natural person, the birth number (9–10 digits). */
export function isValidCzechDic(dic: string): boolean {
  return /^CZ\d{8,10}$/.test(dic);
}

const blank = (value: string | undefined): boolean => !value || value.trim() === '';

/** Every field that keeps the trader from issuing, with its code; empty when documents can be issued. */
export function traderProblems(trader: TraderIdentity): Partial<Record<TraderField, ErrorCode>> {
  const problems: Partial<Record<TraderField, ErrorCode>> = {};
  if (blank(trader.name)) problems.name = 'document/trader-name-missing';
  const { street, city, postalCode } = trader.address;
  if (blank(street) || blank(city) || blank(postalCode)) problems.address = 'document/trader-address-missing';
  if (blank(trader.ico)) problems.ico = 'document/trader-ico-missing';
  else if (!isValidIco(trader.ico.trim())) problems.ico = 'document/trader-ico-invalid';
  if (blank(trader.registerEntry)) problems.registerEntry = 'document/trader-register-missing';
  if (!isValidIban(trader.iban)) problems.iban = 'document/trader-iban-invalid';
  if (trader.vat.payer) {
    if (blank(trader.vat.dic)) problems.dic = 'document/trader-dic-missing';
    else if (!isValidCzechDic(trader.vat.dic.trim())) problems.dic = 'document/trader-dic-invalid';
    if (!Number.isInteger(trader.vat.ratePercent) || trader.vat.ratePercent <= 0 || trader.vat.ratePercent >= 100) problems.ratePercent = 'document/trader-vat-rate-invalid';
  }
  return problems;
}

/** Throws the first problem as a DomainError (every field's code in `details.fields`), so nothing half-valid is issued. */
export function requireTraderCanIssue(trader: TraderIdentity): void {
  const problems = traderProblems(trader);
  const first = Object.values(problems)[0];
  if (first) throw new DomainError(first, 'The trader identity cannot issue documents', { fields: problems });
}
