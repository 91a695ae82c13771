import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DocumentContentFor, issueDocument, type IssueDocumentRequest } from '../../application/documents/issue-document';
import type { Booking } from '../../domain/booking/booking';
import type { DocumentIssueUnit, IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { aBooking } from '../support/booking-mother';
import { someAmounts } from '../support/document-mother';

/** What the issued documents' contract runs against: the issue's unit and the reads over one storage. */
export interface IssuedDocumentsHarness {
  atomically: Atomically<DocumentIssueUnit>;
  documents: IssuedDocumentsPort;
  /** Stores a booking as the intake would. */
  store(booking: Booking): Promise<void>;
}

/** The renderer's stand-in: a hash and file paths derived from the printed number, as the real one will derive them. */
const content: DocumentContentFor = (_number, printed) => ({
  contentHash: createHash('sha256').update(printed).digest('hex'),
  files: { pdf: `documents/${printed}.pdf`, isdoc: `documents/${printed}.isdoc` },
  amounts: someAmounts(),
});
const PAYERS_RECEIPT = someAmounts({ totalHalere: 1_000_000, payableHalere: 0, vat: [{ ratePercent: 12, baseHalere: 100_000, taxHalere: 12_000 }, { ratePercent: 21, baseHalere: 735_537, taxHalere: 152_463 }] });
const IN_2027 = new Date('2027-03-10T09:00:00Z');
const LATER = new Date('2027-03-11T09:00:00Z');

export function issuedDocumentsContract(name: string, harness: () => IssuedDocumentsHarness, setup?: () => Promise<void>) {
  describe(`issued documents contract: ${name}`, () => {
    let h: IssuedDocumentsHarness;
    const issue = (request: Partial<IssueDocumentRequest> & { bookingId: string }, contentFor = content) =>
      issueDocument(h.atomically, { kind: 'deposit-invoice', issuedAt: IN_2027, ...request }, contentFor);
    const stored = async () => {
      const booking = aBooking();
      await h.store(booking);
      return booking.id;
    };

    beforeEach(async () => {
      await setup?.();
      h = harness();
    });

    it('numbers a kind\'s first document of the year 1 and keeps the record as issued', async () => {
      const bookingId = await stored();
      const issued = await issue({ bookingId });
      expect(issued).toEqual({
        id: 'ZF-2027-0001',
        number: { kind: 'deposit-invoice', year: 2027, sequence: 1 },
        kind: 'deposit-invoice',
        bookingId,
        paymentId: null,
        issuedAt: IN_2027.toISOString(),
        contentHash: createHash('sha256').update('ZF-2027-0001').digest('hex'),
        files: { pdf: 'documents/ZF-2027-0001.pdf', isdoc: 'documents/ZF-2027-0001.isdoc' },
        amounts: someAmounts(),
      });
      expect(await h.documents.get('ZF-2027-0001')).toEqual(issued);
      expect(await h.documents.forBooking(bookingId)).toEqual([issued]);
      expect(await h.documents.get('ZF-2027-0002')).toBeNull();
    });

    it('keeps the money the document states with its number, every rate, and nothing else handed in', async () => {
      const bookingId = await stored();
      const issued = await issue({ bookingId, kind: 'payment-receipt', paymentId: 'fio-1' }, (number, printed) => ({ ...content(number, printed), amounts: { ...PAYERS_RECEIPT, note: 'x' } as never }));
      expect(issued.amounts).toEqual(PAYERS_RECEIPT);
      expect((await h.documents.get(issued.id))?.amounts).toEqual(PAYERS_RECEIPT);
      expect((await h.documents.issuedBetween('2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z')).map((document) => document.amounts)).toEqual([PAYERS_RECEIPT]);
    });

    it('keeps one series per kind and per year (Prague): a new year starts at 1 again', async () => {
      const [a, b, c] = [await stored(), await stored(), await stored()];
      expect((await issue({ bookingId: a })).id).toBe('ZF-2027-0001');
      expect((await issue({ bookingId: b })).id).toBe('ZF-2027-0002');
      expect((await issue({ bookingId: a, kind: 'final-invoice' })).id).toBe('FV-2027-0001');
      // 00:30 on 1 January 2028 in Prague is still 2027 in UTC.
      const newYear = await issue({ bookingId: c, issuedAt: new Date('2027-12-31T23:30:00Z') });
      expect(newYear.number).toEqual({ kind: 'deposit-invoice', year: 2028, sequence: 1 });
      expect((await issue({ bookingId: c, kind: 'cancellation', issuedAt: new Date('2028-01-02T10:00:00Z') })).id).toBe('DB-2028-0001');
    });

    it('20 parallel issues of one kind take the numbers 1 to 20, without a gap or a duplicate', async () => {
      const bookings = await Promise.all(Array.from({ length: 20 }, () => stored()));
      const issued = await Promise.all(bookings.map((bookingId) => issue({ bookingId })));
      expect(issued.map((document) => document.number.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      for (const document of issued) expect(await h.documents.forBooking(document.bookingId)).toEqual([document]);
    });

    it('refuses a second document of a once-only kind for a booking, and the refusal takes no number', async () => {
      const [a, b] = [await stored(), await stored()];
      const first = await issue({ bookingId: a });
      await expect(issue({ bookingId: a })).rejects.toMatchObject({ code: 'document/already-issued' });
      await expect(issue({ bookingId: a, issuedAt: new Date('2027-05-01T09:00:00Z') })).rejects.toMatchObject({ code: 'document/already-issued' });
      await expect(Promise.all([issue({ bookingId: a, kind: 'cancellation', issuedAt: LATER }), issue({ bookingId: a, kind: 'cancellation', issuedAt: LATER })])).rejects.toMatchObject({
        code: 'document/already-issued',
      });
      expect((await issue({ bookingId: b })).id).toBe('ZF-2027-0002');
      expect((await h.documents.forBooking(a)).map((document) => document.id)).toEqual([first.id, 'DB-2027-0001']);
    });

    it('issues one receipt per payment: a second payment gets its own, the same payment none', async () => {
      const bookingId = await stored();
      const first = await issue({ bookingId, kind: 'payment-receipt', paymentId: 'fio-1001' });
      expect(first).toMatchObject({ id: 'PP-2027-0001', paymentId: 'fio-1001' });
      await expect(issue({ bookingId, kind: 'payment-receipt', paymentId: 'fio-1001' })).rejects.toMatchObject({ code: 'document/already-issued' });
      expect((await issue({ bookingId, kind: 'payment-receipt', paymentId: 'fio-1002' })).id).toBe('PP-2027-0002');
      await expect(issue({ bookingId, kind: 'payment-receipt' })).rejects.toMatchObject({ code: 'document/payment-id' });
      await expect(issue({ bookingId, kind: 'final-invoice', paymentId: 'fio-1003' })).rejects.toMatchObject({ code: 'document/payment-id' });
    });

    it('refuses an unknown booking and an incomplete record without taking a number', async () => {
      const bookingId = await stored();
      await expect(issue({ bookingId: 'booking-that-never-was' })).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(issue({ bookingId: 'a/b' })).rejects.toMatchObject({ code: 'id/invalid' });
      await expect(issue({ bookingId }, (number, printed) => ({ ...content(number, printed) as object, contentHash: 'abc' }) as never)).rejects.toMatchObject({
        code: 'document/content-invalid',
      });
      await expect(issue({ bookingId }, () => ({ contentHash: 'a'.repeat(64), files: { pdf: '', isdoc: 'x.isdoc' }, amounts: someAmounts() }))).rejects.toMatchObject({
        code: 'document/content-invalid',
      });
      for (const amounts of [someAmounts({ totalHalere: 10.5 }), { ...someAmounts(), currency: 'EUR' }, undefined]) {
        await expect(issue({ bookingId }, (number, printed) => ({ ...content(number, printed) as object, amounts }) as never)).rejects.toMatchObject({ code: 'document/content-invalid' });
      }
      expect(await h.documents.forBooking(bookingId)).toEqual([]);
      expect((await issue({ bookingId })).id).toBe('ZF-2027-0001');
    });

    it('lists the documents issued in a range of instants, the end excluded, across bookings and kinds', async () => {
      const [a, b] = [await stored(), await stored()];
      await issue({ bookingId: a, issuedAt: new Date('2027-02-28T22:59:59Z') });
      const march = await issue({ bookingId: b, issuedAt: new Date('2027-02-28T23:00:00Z') });
      const later = await issue({ bookingId: a, kind: 'final-invoice', issuedAt: new Date('2027-03-20T10:00:00Z') });
      await issue({ bookingId: b, kind: 'final-invoice', issuedAt: new Date('2027-03-31T22:00:00Z') });
      expect(await h.documents.issuedBetween('2027-02-28T23:00:00.000Z', '2027-03-31T22:00:00.000Z')).toEqual([march, later]);
      expect(await h.documents.issuedBetween('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toEqual([]);
    });

    it('hands out copies: changing a returned record changes nothing kept', async () => {
      const bookingId = await stored();
      const issued = await issue({ bookingId });
      (issued.files as { pdf: string }).pdf = 'elsewhere.pdf';
      const [listed] = await h.documents.forBooking(bookingId);
      (listed!.files as { pdf: string }).pdf = 'elsewhere.pdf';
      expect((await h.documents.get(issued.id))?.files.pdf).toBe('documents/ZF-2027-0001.pdf');
    });
  });
}
