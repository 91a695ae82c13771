import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { mailContext } from './mail-context';

const now = new Date('2027-05-01T08:00:00.000Z');
const settings = { siteUrl: 'https://example.cz', photographerEmail: 'f@example.cz' };

describe('mailContext', () => {
  it('hands the templates the addresses, the clock and the published prices', async () => {
    const context = await mailContext({ ...settings, prices: { getPriceList: async () => MAIL_PRICES } }, now);
    expect(context).toEqual({ ...settings, prices: MAIL_PRICES, now, photographerName: null, from: null });
  });

  it("signs every mail From the photographer's name at MAIL_FROM, read with the name in one CMS call", async () => {
    const prices = { getPriceList: async () => MAIL_PRICES };
    let reads = 0;
    const photographer = { read: async () => ((reads += 1), 'Marie Svobodová') };
    const context = await mailContext({ ...settings, prices, photographer, mailFrom: 'web@example.cz' }, now);
    expect(context.from).toBe('Marie Svobodová – svatební fotografka <web@example.cz>');
    expect(reads).toBe(1);
    expect((await mailContext({ ...settings, prices, mailFrom: 'web@example.cz' }, now)).from).toBe('Svatební fotografka <web@example.cz>');
  });

  it("hands over the photographer's name the CMS gives; a name that cannot be read means an unsigned mail, not a failed one", async () => {
    const prices = { getPriceList: async () => MAIL_PRICES };
    expect((await mailContext({ ...settings, prices, photographer: { read: async () => 'Marie Svobodová' } }, now)).photographerName).toBe('Marie Svobodová');
    expect((await mailContext({ ...settings, prices, photographer: { read: () => Promise.reject(new TypeError('fetch failed')) } }, now)).photographerName).toBeNull();
  });

  it('leaves the prices out (the mails then name slugs) when the price list cannot be read, instead of failing', async () => {
    for (const failure of [new DomainError('content/unavailable'), new TypeError('fetch failed')]) {
      const context = await mailContext({ ...settings, prices: { getPriceList: () => Promise.reject(failure) } }, now);
      expect(context.prices).toBeNull();
    }
  });

  it('hands over the deposit settings; settings that cannot be read mean no payment details, not a failed mail', async () => {
    const deposit = { iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 5000 }, dueDays: 14 } as const;
    const prices = { getPriceList: async () => MAIL_PRICES };
    expect((await mailContext({ ...settings, prices, deposit: { read: async () => deposit } }, now)).deposit).toEqual(deposit);
    expect((await mailContext({ ...settings, prices, deposit: { read: () => Promise.reject(new TypeError('fetch failed')) } }, now)).deposit).toBeNull();
  });
});
