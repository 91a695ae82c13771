// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { realDocumentAdapters } from '../../tests/support/document-adapters';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { readZip } from '../../tests/support/zip-reader';
import { buildMonthlyArchive } from './build-monthly-archive';

// Rendering embeds fonts and draws each page: heavy work whose time follows the machine, so no tight budget.
vi.setConfig({ testTimeout: 120_000 });
const deps = await realDocumentAdapters();

describe('the monthly archive for the accountant', () => {
  it('packs the month\'s documents as PDF and ISDOC with the CSV list, and nothing of other months', async () => {
    const { deposit, receipt, final, cancellation } = documentsOfABooking('payer');
    // February: the deposit invoice (20 Feb) and the receipt (28 Feb); the final invoice (June) and the correction (April) are not.
    const archive = await buildMonthlyArchive(deps, { year: 2027, month: 2 }, [final, receipt, cancellation, deposit]);
    expect(archive.fileName).toBe('doklady-2027-02.zip');
    expect(archive.documentCount).toBe(2);
    const entries = await readZip(Buffer.from(archive.bytes));
    expect(entries.map((entry) => entry.name)).toEqual(['pdf/PP-2027-0001.pdf', 'isdoc/PP-2027-0001.isdoc', 'pdf/ZF-2027-0001.pdf', 'isdoc/ZF-2027-0001.isdoc', 'doklady-2027-02.csv']);
    const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
    expect(byName.get('pdf/ZF-2027-0001.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(byName.get('isdoc/PP-2027-0001.isdoc')?.toString('utf8')).toContain('<DocumentType>5</DocumentType>');
    const csv = byName.get('doklady-2027-02.csv') ?? Buffer.alloc(0);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8').trimEnd().split('\r\n').map((line) => line.split(';')[0])).toEqual(['\uFEFFČíslo dokladu', 'PP-2027-0001', 'ZF-2027-0001']);
  });

  it('lists a non-payer\'s payment confirmation in the CSV and as PDF, without an ISDOC (no ISDOC type fits it)', async () => {
    const { receipt } = documentsOfABooking('non-payer');
    const entries = await readZip(Buffer.from((await buildMonthlyArchive(deps, { year: 2027, month: 2 }, [receipt])).bytes));
    expect(entries.map((entry) => entry.name)).toEqual(['pdf/PP-2027-0001.pdf', 'doklady-2027-02.csv']);
  });

  it('makes the same archive from the same documents (no clock inside)', async () => {
    const { deposit } = documentsOfABooking('non-payer');
    const [first, second] = [await buildMonthlyArchive(deps, { year: 2027, month: 2 }, [deposit]), await buildMonthlyArchive(deps, { year: 2027, month: 2 }, [deposit])];
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
  });

  it('gives an empty month a CSV with the header only', async () => {
    const entries = await readZip(Buffer.from((await buildMonthlyArchive(deps, { year: 2027, month: 5 }, [])).bytes));
    expect(entries.map((entry) => entry.name)).toEqual(['doklady-2027-05.csv']);
  });
});
