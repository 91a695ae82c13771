import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { isValidIban } = createRequire(import.meta.url)('../../lib/generated/shared.js');

test('accepts valid IBANs in any spacing and case', () => {
  for (const iban of ['CZ65 0800 0000 1920 0014 5399', 'cz6508000000192000145399', 'SK3112000000198742637541']) assert.equal(isValidIban(iban), true, iban);
});

test('refuses wrong check digits, wrong lengths and non-strings', () => {
  for (const iban of ['CZ66 0800 0000 1920 0014 5399', 'CZ65 0800 0000 1920 0014 539', '19-2000145399/0800', '', null, 42]) {
    assert.equal(isValidIban(iban), false, String(iban));
  }
});
