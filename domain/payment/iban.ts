import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * IBANs as the photographer types them ("CZ65 0800 0000 1920 0014 5399", lower case, spaces) are kept and compared in
 * the electronic format (upper case, no spaces). ibantools checks the country's length and BBAN shape and the mod-97
 * check digits (ISO 13616), so a typo in the CMS is caught before a couple pays to a wrong account.
 */
export function normaliseIban(raw: string): string {
  return electronicFormatIBAN(raw) ?? '';
}

/** Whether `raw` (any spacing, any case) is a valid IBAN: known country, right length and shape, check digits. */
export function isValidIban(raw: string): boolean {
  const iban = normaliseIban(raw);
  return iban !== '' && isValidIBAN(iban);
}

/**
 * A Czech IBAN's account in the national form Czech couples know from their banking apps: `prefix-number/bankcode`,
 * leading zeros dropped, the prefix omitted when it is zero ("19-2000145399/0800", "2000145399/0800"). The Czech BBAN
 * is bank code (4) + prefix (6) + account number (10). Null for a non-Czech or invalid IBAN.
 */
export function czechNationalAccount(raw: string): string | null {
  const iban = normaliseIban(raw);
  if (!iban.startsWith('CZ') || !isValidIBAN(iban)) return null;
  const bban = iban.slice(4);
  const bank = bban.slice(0, 4);
  const prefix = bban.slice(4, 10).replace(/^0+/, '');
  const number = bban.slice(10).replace(/^0+/, '') || '0';
  return `${prefix ? `${prefix}-` : ''}${number}/${bank}`;
}
