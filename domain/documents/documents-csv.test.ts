import { describe, expect, it } from 'vitest';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { DOCUMENTS_CSV_HEADER, documentsCsv } from './documents-csv';

const rowsOf = (csv: string) => csv.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));

describe('the accountant\'s CSV list of documents', () => {
  it('starts with a UTF-8 byte-order mark and the Czech header, semicolon-separated, CRLF', () => {
    const csv = documentsCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`\uFEFF${DOCUMENTS_CSV_HEADER.join(';')}\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('lists a payer\'s documents with the tax each declares: the receipt its own, the final invoice the rest', () => {
    const { deposit, receipt, final, cancellation } = documentsOfABooking('payer');
    const [, ...rows] = rowsOf(documentsCsv([deposit, receipt, final, cancellation]));
    expect(rows[0]).toEqual(['ZF-2027-0001', 'Zálohová faktura', '20. 2. 2027', '', 'Tereza Nováková a Petr Dvořák', '2706120042', '', '', '10000,00', '0,00', '10000,00']);
    expect(rows[1]).toEqual(['PP-2027-0001', 'Daňový doklad k přijaté platbě', '28. 2. 2027', '27. 2. 2027', 'Tereza Nováková a Petr Dvořák', '2706120042', '8264,46', '1735,54', '10000,00', '0,00', '0,00']);
    expect(rows[2]?.slice(6)).toEqual(['34297,52', '7202,48', '51500,00', '10000,00', '41500,00']);
    expect(rows[3]?.slice(6)).toEqual(['-8264,46', '-1735,54', '-10000,00', '0,00', '-10000,00']);
  });

  it('leaves base and VAT empty for a non-payer, whose documents are no tax documents', () => {
    const { final } = documentsOfABooking('non-payer');
    const [, row] = rowsOf(documentsCsv([final]));
    expect(row?.slice(1, 2)).toEqual(['Faktura']);
    expect(row?.slice(6)).toEqual(['', '', '51500,00', '10000,00', '41500,00']);
  });

  it('quotes a name holding the separator or a quote', () => {
    const { deposit } = documentsOfABooking('non-payer');
    const csv = documentsCsv([{ ...deposit, customer: { name: 'Eva; "Evička" Malá' } }]);
    expect(csv).toContain(';"Eva; ""Evička"" Malá";');
  });
});
