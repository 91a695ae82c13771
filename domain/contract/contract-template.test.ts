import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { DomainError } from '../errors';
import { canonicalContractText, CONTRACT_PLACEHOLDERS, fillContractTemplate, readContractTemplate } from './contract-template';
import { contractValues } from './contract-values';

const BODY = [
  '# Smlouva o fotografování svatby',
  '',
  'Snoubenci: {{snoubenci}}, svatba {{datum}} v {{cas_obradu}}, místo: {{misto}}.',
  'Balíček: {{balicek}}; doplňky: {{doplnky}}.',
  'Cena celkem {{ cena }}, záloha {{zaloha}} splatná do {{splatnost_zalohy}}, doplatek {{doplatek}}.',
].join('\r\n');

const booking = aBooking({
  status: 'confirmed',
  weddingDate: '2027-06-12',
  ceremonyTime: '14:00',
  venue: 'Zámek Loučeň',
  town: 'Loučeň',
  pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 4500 }] },
});
const deposit = { amountCzk: 9600, dueDate: '2026-12-15' };

describe('contract template', () => {
  it('refuses a placeholder outside the closed list, naming it', () => {
    const error = (() => {
      try {
        readContractTemplate({ version: 1, body: 'Cena {{cena}}, sleva {{sleva}}, {{}}' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('contract/unknown-placeholder');
    expect((error as DomainError).details).toEqual({ placeholders: ['sleva', ''] });
  });

  it('refuses a template without a whole positive version or with an empty body', () => {
    for (const raw of [{ version: 0, body: 'x' }, { version: 1.5, body: 'x' }, { version: '2', body: 'x' }, { version: 2, body: '  \n ' }, null]) {
      expect(() => readContractTemplate(raw)).toThrow(expect.objectContaining({ code: 'contract/template-invalid' }));
    }
  });

  it('accepts every placeholder of the list', () => {
    const body = CONTRACT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
    expect(readContractTemplate({ version: 3, body })).toEqual({ version: 3, body });
  });

  it('fills the placeholders from the booking\'s agreed prices and the deposit asked', () => {
    const text = fillContractTemplate(readContractTemplate({ version: 1, body: BODY }), contractValues(booking, deposit));
    expect(text).toContain('Snoubenci: Jana a Petr, svatba 12. června 2027 v 14:00, místo: Zámek Loučeň, Loučeň.');
    expect(text).toContain('Balíček: Celý den (32\u00a0000\u00a0Kč); doplňky: Album (4\u00a0500\u00a0Kč).');
    expect(text).toContain('Cena celkem 36\u00a0500\u00a0Kč, záloha 9\u00a0600\u00a0Kč splatná do 15. prosince 2026, doplatek 26\u00a0900\u00a0Kč.');
  });

  it('never reads today\'s price list: the same booking fills the same prices whatever the catalogue says now', () => {
    // contractValues takes no catalogue at all; the stored names and prices are what the contract states.
    const values = contractValues({ ...booking, pricing: { package: { slug: 'cely-den', name: 'Celý den (2026)', priceCzk: 29000 }, extras: [] } }, null);
    expect(values.balicek).toBe('Celý den (2026) (29\u00a0000\u00a0Kč)');
    expect(values.cena).toBe('29\u00a0000\u00a0Kč');
    expect(values.zaloha).toBe('—');
    expect(values.doplatek).toBe('29\u00a0000\u00a0Kč');
  });

  it('refuses a booking without stored prices rather than stating 0 Kč', () => {
    const { pricing: _none, ...withoutPrices } = booking;
    expect(() => contractValues(withoutPrices, deposit)).toThrow(expect.objectContaining({ code: 'contract/prices-unknown' }));
  });

  it('escapes values so a typed name cannot become Markdown (a link, emphasis)', () => {
    const values = contractValues({ ...booking, contact: { ...booking.contact, coupleNames: '[Jana](https://zlo.example) *a* Petr' } }, deposit);
    const text = fillContractTemplate({ version: 1, body: '{{snoubenci}}' }, values);
    expect(text).toBe('\\[Jana\\](https://zlo.example) \\*a\\* Petr');
  });

  it('renders the same canonical text whatever line ends and accent composition the CMS stored', () => {
    const template = readContractTemplate({ version: 1, body: BODY });
    const lfDecomposed = { version: 1, body: BODY.replace(/\r\n/g, '\n').normalize('NFD').replace('Balíček', 'Balíček  ') };
    const first = fillContractTemplate(template, contractValues(booking, deposit));
    const second = fillContractTemplate(readContractTemplate(lfDecomposed), contractValues(booking, deposit));
    expect(second).toBe(first);
    expect(canonicalContractText(`\n\n a \r\n\r\n\r\n b \n`)).toBe('a\n\n b');
  });
});
