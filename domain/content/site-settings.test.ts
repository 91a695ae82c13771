import { describe, expect, it } from 'vitest';
import { isValidIco, photographerNameOf } from './site-settings';

describe('IČO check digit', () => {
  it.each(['25596641', '00006947', '06814271'])('accepts %s', (ico) => expect(isValidIco(ico)).toBe(true));
  it.each(['25596642', '2559664', '255966411', 'abcdefgh', ''])('rejects %s', (ico) => expect(isValidIco(ico)).toBe(false));
});

describe('photographerNameOf (the name the mails sign with, from the CMS site settings)', () => {
  it('takes the name as one trimmed line, and refuses none, an empty one, a non-string or an implausibly long one', () => {
    expect(photographerNameOf({ photographerName: '  Marie \n Svobodová ' })).toBe('Marie Svobodová');
    for (const fields of [null, {}, { photographerName: '' }, { photographerName: '  ' }, { photographerName: 42 }, { photographerName: 'x'.repeat(101) }]) {
      expect(photographerNameOf(fields)).toBeNull();
    }
  });
});
