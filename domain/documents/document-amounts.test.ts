import { describe, expect, it } from 'vitest';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { documentAmounts, isDocumentAmounts } from './document-amounts';
import { isdocXml } from './isdoc';
import { amountsFromIsdoc } from './isdoc-amounts';

const NAME = 'Tereza Nováková a Petr Dvořák';

describe('a document\'s money summary (kept on its record, read back from an older record\'s ISDOC)', () => {
  it('states a payer\'s total, the tax each document itself declares per rate, and the amount due', () => {
    const { deposit, receipt, final, cancellation } = documentsOfABooking('payer');
    expect(documentAmounts(deposit)).toEqual({ currency: 'CZK', customerName: NAME, totalHalere: 1_000_000, payableHalere: 1_000_000, vat: [] });
    expect(documentAmounts(receipt)).toEqual({ currency: 'CZK', customerName: NAME, totalHalere: 1_000_000, payableHalere: 0, vat: [{ ratePercent: 21, baseHalere: 826_446, taxHalere: 173_554 }] });
    expect(documentAmounts(final).vat).toEqual([{ ratePercent: 21, baseHalere: 3_429_752, taxHalere: 720_248 }]);
    expect([documentAmounts(final).totalHalere, documentAmounts(final).payableHalere]).toEqual([5_150_000, 4_150_000]);
    expect(documentAmounts(cancellation).vat).toEqual([{ ratePercent: 21, baseHalere: -826_446, taxHalere: -173_554 }]);
  });

  it('declares no tax on a non-payer\'s documents', () => {
    const { final } = documentsOfABooking('non-payer');
    expect(documentAmounts(final)).toEqual({ currency: 'CZK', customerName: NAME, totalHalere: 5_150_000, payableHalere: 4_150_000, vat: [] });
  });

  it('reads from every ISDOC the same summary the content gives, payer and non-payer', () => {
    for (const mode of ['payer', 'non-payer'] as const) {
      for (const content of Object.values(documentsOfABooking(mode))) {
        const xml = isdocXml(content);
        if (xml === null) continue;
        expect(amountsFromIsdoc(xml), `${mode} ${content.printedNumber}`).toEqual(documentAmounts(content));
      }
    }
  });

  it('refuses a file that is no ISDOC invoice or states no amounts', () => {
    expect(() => amountsFromIsdoc('<html/>')).toThrow(expect.objectContaining({ code: 'document/content-invalid' }));
    expect(() => amountsFromIsdoc('not xml <<<')).toThrow(expect.objectContaining({ code: 'document/content-invalid' }));
    const xml = isdocXml(documentsOfABooking('payer').final)!;
    expect(() => amountsFromIsdoc(xml.replace(/<PayableAmount>[^<]*</, '<PayableAmount>lots<'))).toThrow(expect.objectContaining({ code: 'document/content-invalid' }));
  });

  it('accepts as a record\'s summary only whole haléře, whole rates and CZK', () => {
    const good = documentAmounts(documentsOfABooking('payer').receipt);
    expect(isDocumentAmounts(good)).toBe(true);
    expect(isDocumentAmounts({ ...good, totalHalere: 10.5 })).toBe(false);
    expect(isDocumentAmounts({ ...good, currency: 'EUR' })).toBe(false);
    expect(isDocumentAmounts({ ...good, vat: [{ ratePercent: 121, baseHalere: 1, taxHalere: 1 }] })).toBe(false);
    expect(isDocumentAmounts(null)).toBe(false);
  });
});
