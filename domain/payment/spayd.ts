/**
 * QR Platba: the Czech Banking Association's "Short Payment Descriptor" (SPAYD) 1.0, the text the Czech banks' apps
 * read from a payment QR code: `SPD*1.0*ACC:…*AM:…*CC:CZK*X-VS:…*MSG:…`. Keys are upper case, values follow `:`,
 * `*` separates the fields. The rules kept here:
 * - ACC: the IBAN in electronic format (optionally `+BIC`), at most 46 characters.
 * - AM: the amount with a decimal point and two decimals, at most 10 characters ("5000.00").
 * - CC: ISO 4217 currency, here always CZK.
 * - X-VS: the variable symbol, at most 10 digits.
 * - DT: the due date as YYYYMMDD.
 * - MSG: the message for the payee, at most 60 characters.
 * - RN: the payee's name, at most 35 characters.
 * - A `*` inside a value would end the field: it is percent-escaped as %2A. A `%` is escaped as %25 so that an
 *   escape sequence in the text itself cannot be misread. Other characters, diacritics included, stay as UTF-8
 *   (version 1.0 allows them; the banks' apps show "Záloha" as written).
 */
export interface SpaydPayment {
  /** IBAN, electronic format. */
  iban: string;
  amountCzk: number;
  variableSymbol?: string;
  /** ISO `YYYY-MM-DD`. */
  dueDate?: string;
  message?: string;
  recipientName?: string;
}

export const SPAYD_LIMITS = { acc: 46, am: 10, vs: 10, msg: 60, rn: 35 } as const;

const ESCAPES: Readonly<Record<string, string>> = { '%': '%25', '*': '%2A' };

/**
 * A free-text value per SPAYD: whitespace (line breaks included) folded to single spaces, `*` and `%` escaped, cut so
 * that the value as written — escapes counted — has at most `max` characters, never inside an escape sequence.
 */
export function spaydValue(text: string, max: number): string {
  let value = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    const written = ESCAPES[char] ?? char;
    if ([...value].length + written.length > max) break;
    value += written;
  }
  return value;
}

/** 5000 → "5000.00"; throws for what SPAYD cannot carry (negative, not finite, longer than 10 characters). */
export function spaydAmount(amount: number): string {
  const text = amount.toFixed(2);
  if (!Number.isFinite(amount) || amount <= 0 || text.length > SPAYD_LIMITS.am) throw new RangeError(`SPAYD cannot carry the amount ${amount}`);
  return text;
}

export function spaydString(payment: SpaydPayment): string {
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || iban.length > SPAYD_LIMITS.acc) throw new RangeError(`Not an IBAN for SPAYD: ${payment.iban}`);
  const fields = [`ACC:${iban}`, `AM:${spaydAmount(payment.amountCzk)}`, 'CC:CZK'];
  if (payment.dueDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(payment.dueDate)) throw new RangeError(`Not a calendar date: ${payment.dueDate}`);
    fields.push(`DT:${payment.dueDate.replace(/-/g, '')}`);
  }
  if (payment.variableSymbol) {
    if (!new RegExp(`^\\d{1,${SPAYD_LIMITS.vs}}$`).test(payment.variableSymbol)) throw new RangeError(`Not a variable symbol: ${payment.variableSymbol}`);
    fields.push(`X-VS:${payment.variableSymbol}`);
  }
  if (payment.message) fields.push(`MSG:${spaydValue(payment.message, SPAYD_LIMITS.msg)}`);
  if (payment.recipientName) fields.push(`RN:${spaydValue(payment.recipientName, SPAYD_LIMITS.rn)}`);
  return ['SPD', '1.0', ...fields].join('*');
}
