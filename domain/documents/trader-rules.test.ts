import { describe, expect, it } from 'vitest';
import type { TraderIdentity } from './trader';
import { traderCountryCode, traderIdentityOf } from './trader-fields';
import { checkTraderIdentity } from './trader-rules';

const aTrader = (overrides: Partial<TraderIdentity> = {}): TraderIdentity => ({
  name: 'Tereza Nováková',
  address: { street: 'Veveří 58', city: 'Brno', postalCode: '602 00', country: 'CZ' },
  ico: '06814271',
  registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku, Magistrát města Brna',
  vat: { payer: false },
  iban: 'CZ65 0800 0000 1920 0014 5399',
  email: 'tereza@novakova-foto.cz',
  phone: '+420 737 214 589',
  ...overrides,
});

describe('checkTraderIdentity', () => {
  it('lets a complete identity issue documents, VAT payer or not', () => {
    expect(checkTraderIdentity(aTrader())).toEqual({});
    expect(checkTraderIdentity(aTrader({ vat: { payer: true, dic: 'CZ8551234567', ratePercent: 21 } }))).toEqual({});
  });

  it('names every missing field with its code, the e-mail included', () => {
    const empty = aTrader({ name: ' ', address: { street: '', city: 'Brno', postalCode: '', country: 'CZ' }, ico: '', registerEntry: '', iban: '', email: '' });
    expect(checkTraderIdentity(empty)).toEqual({
      name: 'document/trader-name-missing',
      address: 'document/trader-address-missing',
      ico: 'document/trader-ico-missing',
      registerEntry: 'document/trader-register-missing',
      iban: 'document/trader-iban-invalid',
      email: 'field/required',
    });
  });

  it('refuses an IČO with a wrong check digit, a bad IBAN and a bad e-mail', () => {
    expect(checkTraderIdentity(aTrader({ ico: '06814272', iban: 'CZ66 0800 0000 1920 0014 5399', email: 'tereza@' }))).toEqual({
      ico: 'document/trader-ico-invalid',
      iban: 'document/trader-iban-invalid',
      email: 'email/invalid',
    });
  });

  it('asks a VAT payer for the DIČ and a whole rate', () => {
    expect(checkTraderIdentity(aTrader({ vat: { payer: true, dic: '', ratePercent: 0 } }))).toEqual({ dic: 'document/trader-dic-missing', ratePercent: 'document/trader-vat-rate-invalid' });
    expect(checkTraderIdentity(aTrader({ vat: { payer: true, dic: 'SK1234567890', ratePercent: 21.5 } }))).toEqual({ dic: 'document/trader-dic-invalid', ratePercent: 'document/trader-vat-rate-invalid' });
  });
});

describe('country', () => {
  it('prints the country as its ISO code', () => {
    expect(['Česká republika', 'Česko', '', 'cz', 'SK', 'Slovensko'].map(traderCountryCode)).toEqual(['CZ', 'CZ', 'CZ', 'CZ', 'SK', '']);
  });
});

describe('traderIdentityOf (the CMS site setting\'s fields)', () => {
  const site = {
    photographerName: 'Tereza Nováková',
    email: 'tereza@novakova-foto.cz',
    phone: '+420 737 214 589',
    ico: '06814271',
    address: { street: 'Veveří 58', city: 'Brno', postalCode: '602 00', country: 'Česká republika' },
    bankIban: 'CZ65 0800 0000 1920 0014 5399',
    registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku, Magistrát města Brna',
  };

  it('reads a non-payer under the photographer\'s name, with the site\'s address and bank account', () => {
    expect(traderIdentityOf({ ...site, vatPayer: false, dic: 'CZ06814271' })).toEqual(aTrader());
  });

  it('reads a payer\'s DIČ and rate, and a legal name of its own', () => {
    expect(traderIdentityOf({ ...site, traderName: 'Ing. Tereza Nováková', vatPayer: true, dic: 'cz8551234567', vatRatePercent: 21 })).toMatchObject({
      name: 'Ing. Tereza Nováková',
      vat: { payer: true, dic: 'CZ8551234567', ratePercent: 21 },
    });
  });

  it('leaves what is missing empty, so the check names it', () => {
    const identity = traderIdentityOf({ vatPayer: true });
    expect(identity).toEqual({ name: '', address: { street: '', city: '', postalCode: '', country: 'CZ' }, ico: '', registerEntry: '', vat: { payer: true, dic: '', ratePercent: 0 }, iban: '', email: '' });
    expect(Object.keys(checkTraderIdentity(identity)).sort()).toEqual(['address', 'dic', 'email', 'iban', 'ico', 'name', 'ratePercent', 'registerEntry']);
    expect(traderIdentityOf(null).name).toBe('');
  });
});
