import { describe, expect, it } from 'vitest';
import { isValidIco } from './site-settings';

describe('IČO check digit', () => {
  it.each(['25596641', '00006947', '06814271'])('accepts %s', (ico) => expect(isValidIco(ico)).toBe(true));
  it.each(['25596642', '2559664', '255966411', 'abcdefgh', ''])('rejects %s', (ico) => expect(isValidIco(ico)).toBe(false));
});
