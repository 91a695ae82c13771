'use strict';

// The CMS cannot import the web app's domain/ (its own package), so the IBAN check the site settings need is repeated
// here, kept tiny: the shape, the length for the countries a Czech photographer's account may be in, and the ISO 13616
// mod-97 check digits. cms/domain-agreement/iban-agreement.test.ts checks it agrees with domain/payment/iban.ts (ibantools).
const LENGTHS = { CZ: 24, SK: 24, AT: 20, DE: 22, PL: 28, HU: 28, GB: 22 };

/**
 * @param {unknown} value an IBAN in any spacing and case
 * @returns {boolean}
 */
function isValidIban(value) {
  if (typeof value !== 'string') return false;
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

module.exports = { isValidIban };
