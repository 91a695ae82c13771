// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentAmounts } from '../../domain/documents/document-amounts';
import { isdocXml } from '../../domain/documents/isdoc';
import type { IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import { aBooking } from '../../tests/support/booking-mother';
import { realZipArchive } from '../../tests/support/document-adapters';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { ADMIN, documentReadersOnFakes } from '../../tests/support/document-readers';
import { readZip } from '../../tests/support/zip-reader';
import { prepareMonthlyArchive } from './prepare-monthly-archive';

const bytes = (text: string) => new TextEncoder().encode(text);
const PAYER = documentsOfABooking('payer');
const isdocOf = (content: (typeof PAYER)['final']) => bytes(isdocXml(content)!);
const csvLines = (archive: { bytes: Uint8Array }) => readZip(Buffer.from(archive.bytes)).then((entries) => entries.at(-1)!.data.toString('utf8').trimEnd().split('\r\n'));
/** The amount columns of a CSV line: customer, rates, base, VAT, total, due, currency. */
const money = (line: string | undefined) => line?.split(';').slice(3, 10);

/** The reads as a record issued before records kept amounts gives them: the same record without `amounts`. */
function asIssuedBefore(documents: IssuedDocumentsPort, ids: readonly string[]): IssuedDocumentsPort {
  return { ...documents, issuedBetween: async (from, to) => (await documents.issuedBetween(from, to)).map((document) => (ids.includes(document.id) ? { ...document, amounts: null } : document)) };
}

async function aMonthOfDocuments() {
  const fakes = await documentReadersOnFakes();
  // 1 March 00:30 in Prague is still February in UTC: it belongs to March.
  const invoice = await fakes.issue('deposit-invoice', new Date('2027-02-28T23:30:00Z'), { pdf: bytes('%PDF-ZF'), isdoc: isdocOf(PAYER.deposit), amounts: documentAmounts(PAYER.deposit) });
  const receipt = await fakes.issue('payment-receipt', new Date('2027-03-20T10:00:00Z'), { pdf: bytes('%PDF-PP'), amounts: documentAmounts(documentsOfABooking('non-payer').receipt) });
  await fakes.issue('final-invoice', new Date('2027-03-31T22:30:00Z'), { pdf: bytes('%PDF-FV'), isdoc: isdocOf(PAYER.final), amounts: documentAmounts(PAYER.final) });
  const deps = { documents: fakes.readers.documents, files: fakes.files, zip: realZipArchive() };
  return { ...fakes, deps, invoice, receipt };
}

describe('prepareMonthlyArchive (the stored files of a month, for the accountant)', () => {
  it('packs the month\'s stored PDFs and ISDOCs byte for byte, by Prague day of issue, with the CSV list', async () => {
    const { deps } = await aMonthOfDocuments();
    const archive = await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 3 }, deps);
    expect(archive).toMatchObject({ fileName: 'doklady-2027-03.zip', documentCount: 2 });
    const entries = await readZip(Buffer.from(archive.bytes));
    expect(entries.map((entry) => entry.name)).toEqual(['pdf/PP-2027-0001.pdf', 'pdf/ZF-2027-0001.pdf', 'isdoc/ZF-2027-0001.isdoc', 'doklady-2027-03.csv']);
    expect(entries[1]!.data.toString()).toBe('%PDF-ZF');
    const csv = entries[3]!.data.toString('utf8').split('\r\n');
    expect(csv[0]).toBe('\uFEFFČíslo dokladu;Druh;Datum vystavení;Odběratel;Sazba DPH (%);Základ daně;DPH;Celkem;K úhradě;Měna;Rezervace;Platba;SHA-256 obsahu;PDF;ISDOC');
    expect(csv[1]).toMatch(/^PP-2027-0001;Doklad o přijaté platbě;20\. 3\. 2027;Tereza Nováková a Petr Dvořák;;0,00;0,00;10000,00;0,00;CZK;[^;]+;fio-\d+;[0-9a-f]{64};ano;ne$/);
    expect(csv[2]).toMatch(/^ZF-2027-0001;Zálohová faktura;1\. 3\. 2027;Tereza Nováková a Petr Dvořák;;0,00;0,00;10000,00;10000,00;CZK;/);
  });

  it('lists each document with the amounts its record kept, and an older record\'s from its stored ISDOC, the same figures', async () => {
    const { deps, issue } = await aMonthOfDocuments();
    // A payer's receipt and final invoice of the same month: tax declared, and only what the receipt did not declare.
    const receipt = await issue('payment-receipt', new Date('2027-04-10T10:00:00Z'), { pdf: bytes('%PDF-PP'), isdoc: isdocOf(PAYER.receipt), amounts: documentAmounts(PAYER.receipt) });
    const kept = await csvLines(await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 4 }, deps));
    const fromIsdoc = await csvLines(await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 4 }, { ...deps, documents: asIssuedBefore(deps.documents, ['FV-2027-0001', receipt.id]) }));
    expect(kept.slice(1).map(money)).toEqual([
      ['Tereza Nováková a Petr Dvořák', '21', '34297,52', '7202,48', '51500,00', '41500,00', 'CZK'],
      ['Tereza Nováková a Petr Dvořák', '21', '8264,46', '1735,54', '10000,00', '0,00', 'CZK'],
    ]);
    expect(fromIsdoc).toEqual(kept);
  });

  it('leaves the amounts empty for an older record with no ISDOC, and fails naming an older record whose ISDOC states none', async () => {
    const { deps, issue, receipt, store } = await aMonthOfDocuments();
    const older = { ...deps, documents: asIssuedBefore(deps.documents, [receipt.id, 'ZF-2027-0001', 'FV-2027-0002']) };
    const csv = await csvLines(await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 3 }, older));
    expect(money(csv[1])).toEqual(['', '', '', '', '', '', '']);
    expect(money(csv[2])).toEqual(['Tereza Nováková a Petr Dvořák', '', '0,00', '0,00', '10000,00', '10000,00', 'CZK']);
    const other = aBooking();
    await store.create(other);
    await issue('final-invoice', new Date('2027-03-25T10:00:00Z'), { pdf: bytes('%PDF-FV'), isdoc: bytes('<FV/>') }, other.id);
    await expect(prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 3 }, older)).rejects.toMatchObject({ code: 'document/content-invalid', details: { documentId: 'FV-2027-0002' } });
  });

  it('fails naming the document whose PDF is missing, rather than pack an archive with a hole', async () => {
    const { deps, issue } = await aMonthOfDocuments();
    await issue('cancellation', new Date('2027-03-25T10:00:00Z'));
    await expect(prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 3 }, deps)).rejects.toMatchObject({ code: 'document/file-missing', details: { documentId: 'DB-2027-0001' } });
  });

  it('is the desk\'s only and takes only a calendar month', async () => {
    const { deps } = await aMonthOfDocuments();
    await expect(prepareMonthlyArchive({ caller: null, year: 2027, month: 3 }, deps)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(prepareMonthlyArchive({ caller: { uid: 'u-1', admin: false }, year: 2027, month: 3 }, deps)).rejects.toMatchObject({ code: 'auth/forbidden' });
    for (const [year, month] of [[2027, 13], [2027, 0], [2027, 2.5], ['2027', 3], [1999, 1]]) {
      await expect(prepareMonthlyArchive({ caller: ADMIN, year, month }, deps)).rejects.toMatchObject({ code: 'document/month-invalid' });
    }
  });

  it('puts a document issued at 00:30 on 1 April in Prague into April, and gives an empty month the CSV header only', async () => {
    const { deps } = await aMonthOfDocuments();
    const april = await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 4 }, deps);
    expect((await readZip(Buffer.from(april.bytes))).map((entry) => entry.name)).toEqual(['pdf/FV-2027-0001.pdf', 'isdoc/FV-2027-0001.isdoc', 'doklady-2027-04.csv']);
    const may = await prepareMonthlyArchive({ caller: ADMIN, year: 2027, month: 5 }, deps);
    expect(may.documentCount).toBe(0);
    expect((await readZip(Buffer.from(may.bytes))).map((entry) => entry.name)).toEqual(['doklady-2027-05.csv']);
  });
});
