import { describe, expect, it } from 'vitest';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { documentAmounts } from './document-amounts';
import { DOCUMENTS_CSV_HEADER, documentsCsv, type IssuedDocumentRow } from './documents-csv';

const rowsOf = (csv: string) => csv.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
const HASH = 'a'.repeat(64);
const record = (id: string, kind: IssuedDocumentRow['kind'], issuedAt: string, paymentId: string | null = null): IssuedDocumentRow => ({ id, kind, bookingId: 'booking-1', paymentId, issuedAt, contentHash: HASH });

describe('the accountant\'s CSV list of a month\'s documents', () => {
  it('starts with a UTF-8 byte-order mark and the Czech header, semicolon-separated, CRLF', () => {
    const csv = documentsCsv([]);
    expect(csv).toBe(`\uFEFF${DOCUMENTS_CSV_HEADER.join(';')}\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('lists a payer\'s documents with the tax each declares: none on the deposit invoice, the receipt its own, the final invoice the rest', () => {
    const { deposit, receipt, final } = documentsOfABooking('payer');
    const [, ...rows] = rowsOf(
      documentsCsv([
        { document: record('ZF-2027-0001', 'deposit-invoice', '2027-02-20T09:00:00Z'), amounts: documentAmounts(deposit), pdf: true, isdoc: true },
        { document: record('PP-2027-0001', 'payment-receipt', '2027-02-28T23:30:00Z', 'fio-7'), amounts: documentAmounts(receipt), pdf: true, isdoc: true },
        { document: record('FV-2027-0001', 'final-invoice', '2027-06-20T09:00:00Z'), amounts: documentAmounts(final), pdf: true, isdoc: true },
      ]),
    );
    expect(rows[0]).toEqual(['ZF-2027-0001', 'Zálohová faktura', '20. 2. 2027', 'Tereza Nováková a Petr Dvořák', '', '0,00', '0,00', '10000,00', '10000,00', 'CZK', 'booking-1', '', HASH, 'ano', 'ano']);
    // 23:30 UTC on 28 February is 1 March in Prague: the day of issue is Prague's.
    expect(rows[1]).toEqual(['PP-2027-0001', 'Doklad o přijaté platbě', '1. 3. 2027', 'Tereza Nováková a Petr Dvořák', '21', '8264,46', '1735,54', '10000,00', '0,00', 'CZK', 'booking-1', 'fio-7', HASH, 'ano', 'ano']);
    expect(rows[2]?.slice(4, 10)).toEqual(['21', '34297,52', '7202,48', '51500,00', '41500,00', 'CZK']);
  });

  it('gives a non-payer\'s document base and VAT 0, and leaves the amounts empty only where nothing states them', () => {
    const { final } = documentsOfABooking('non-payer');
    const [, known, unknown] = rowsOf(
      documentsCsv([
        { document: record('FV-2027-0001', 'final-invoice', '2027-06-20T09:00:00Z'), amounts: documentAmounts(final), pdf: true, isdoc: true },
        { document: record('PP-2027-0001', 'payment-receipt', '2027-02-28T09:00:00Z', 'fio-7'), amounts: null, pdf: true, isdoc: false },
      ]),
    );
    expect(known?.slice(1, 10)).toEqual(['Faktura', '20. 6. 2027', 'Tereza Nováková a Petr Dvořák', '', '0,00', '0,00', '51500,00', '41500,00', 'CZK']);
    expect(unknown?.slice(3, 10)).toEqual(['', '', '', '', '', '', '']);
    expect(unknown?.slice(-2)).toEqual(['ano', 'ne']);
  });

  it('quotes a name holding the separator or a quote', () => {
    const { deposit } = documentsOfABooking('non-payer');
    const amounts = { ...documentAmounts(deposit), customerName: 'Eva; "Evička" Malá' };
    const csv = documentsCsv([{ document: record('ZF-2027-0001', 'deposit-invoice', '2027-02-20T09:00:00Z'), amounts, pdf: true, isdoc: true }]);
    expect(csv).toContain(';"Eva; ""Evička"" Malá";');
  });
});
