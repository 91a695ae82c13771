import { describe, expect, it } from 'vitest';
import type { TraderIdentity } from './trader';
import { traderCountryCode, traderIdentityOf } from './trader-fields';
import { checkTraderIdentity, isValidDic } from './trader-rules';

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

  it('names every missing field', () => {
    const empty = aTrader({ name: ' ', address: { street: '', city: '', postalCode: '', country: '' }, ico: '', registerEntry: '', iban: '', email: '' });
    expect(checkTraderIdentity(empty)).toEqual({
      name: 'field/required',
      street: 'field/required',
      city: 'field/required',
      postalCode: 'field/required',
      country: 'field/required',
      ico: 'field/required',
      registerEntry: 'field/required',
      iban: 'field/required',
      email: 'field/required',
    });
  });

  it('refuses an IČO with a wrong check digit, a bad IBAN and a bad phone', () => {
    expect(checkTraderIdentity(aTrader({ ico: '06814272', iban: 'CZ66 0800 0000 1920 0014 5399', phone: '12' }))).toEqual({
      ico: 'trader/ico-invalid',
      iban: 'trader/iban-invalid',
      phone: 'phone/invalid',
    });
    expect(checkTraderIdentity(aTrader({ ico: '0681427' })).ico).toBe('trader/ico-invalid');
  });

  it('asks a VAT payer for the DIČ and a whole rate', () => {
    expect(checkTraderIdentity(aTrader({ vat: { payer: true, dic: '', ratePercent: 0 } }))).toEqual({ dic: 'field/required', vatRate: 'trader/vat-rate-invalid' });
    expect(checkTraderIdentity(aTrader({ vat: { payer: true, dic: 'SK1234567890', ratePercent: 21.5 } }))).toEqual({ dic: 'trader/dic-invalid', vatRate: 'trader/vat-rate-invalid' });
  });
});

describe('DIČ and country', () => {
  it('takes "CZ" and 8 to 10 digits', () => {
    expect(['CZ06814271', 'cz8551234567', 'CZ123456789'].map(isValidDic)).toEqual([true, true, true]);
    expect(['CZ1234567', 'CZ12345678901', '06814271', 'CZ 06814271'].map(isValidDic)).toEqual([false, false, false, false]);
  });

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
    expect(Object.keys(checkTraderIdentity(identity))).toEqual(['name', 'street', 'city', 'postalCode', 'ico', 'registerEntry', 'iban', 'email', 'dic', 'vatRate']);
    expect(traderIdentityOf(null).name).toBe('');
  });
});
