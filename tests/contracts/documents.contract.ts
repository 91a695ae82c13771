import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { CoupleDocumentsPort, DeskDocumentsPort } from '../../ports/documents-port';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import { aBooking } from '../support/booking-mother';
import { readZip } from '../support/zip-reader';

export interface DocumentsHarness {
  couple: CoupleDocumentsPort;
  /** The desk's port as the signed-in admin, and as a signed-in visitor who is none. */
  desk: DeskDocumentsPort;
  deskAsVisitor: DeskDocumentsPort;
  /** Signs the couple's browser in as a confirmed account with this e-mail (created for the test). */
  signInAs(email: string): Promise<void>;
  signOut(): Promise<void>;
  seed(booking: Booking): Promise<void>;
  /** Issues a document of the booking (issueDocument) and stores the given files at the paths its record names. */
  issue(bookingId: string, kind: DocumentKind, issuedAt: Date, files: { pdf?: Uint8Array; isdoc?: Uint8Array }): Promise<IssuedDocument>;
}

let counter = 0;
const anEmail = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const bookingOf = (email: string) =>
  aBooking({ id: `doklady-${Date.now().toString(36)}-${(counter += 1)}`, status: 'confirmed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } });
// Not valid PDFs on purpose: the port hands back what was stored, whatever it is, byte for byte.
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0xc4, 0x8d]);
const ISDOC = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><Invoice><Note>Záloha – Žďár</Note></Invoice>');

/**
 * The couple's and the desk's documents (ports/documents-port.ts). `setup` gives a harness over an empty store of
 * issued documents (the series restart at 1).
 */
export function documentsContract(name: string, setup: () => Promise<DocumentsHarness>) {
  describe(`documents contract: ${name}`, () => {
    it('gives the couple their booking\'s documents in the order issued, and each PDF byte for byte', async () => {
      const h = await setup();
      const email = anEmail('jana');
      const booking = bookingOf(email);
      await h.seed(booking);
      await h.signInAs(email);
      expect(await h.couple.myDocuments(booking.id)).toEqual([]);
      const invoice = await h.issue(booking.id, 'deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
      const receipt = await h.issue(booking.id, 'payment-receipt', new Date('2027-03-12T09:00:00Z'), { pdf: PDF.slice(0, 5) });
      expect(await h.couple.myDocuments(booking.id)).toEqual([invoice, receipt]);
      const file = await h.couple.download(invoice.id, 'pdf');
      expect({ ...file, bytes: Array.from(file.bytes) }).toEqual({ fileName: `${invoice.id}.pdf`, contentType: 'application/pdf', bytes: Array.from(PDF) });
    });

    it('refuses another couple\'s booking and documents as missing ones, and a browser without a session', async () => {
      const h = await setup();
      const [jana, petra] = [anEmail('jana'), anEmail('petra')];
      const booking = bookingOf(jana);
      await h.seed(booking);
      const invoice = await h.issue(booking.id, 'deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
      await h.signInAs(petra);
      await expect(h.couple.myDocuments(booking.id)).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(h.couple.download(invoice.id, 'pdf')).rejects.toMatchObject({ code: 'document/not-found' });
      await expect(h.couple.download('ZF-2027-0999', 'pdf')).rejects.toMatchObject({ code: 'document/not-found' });
      await h.signOut();
      await expect(h.couple.myDocuments(booking.id)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.couple.download(invoice.id, 'pdf')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    });

    it('gives the desk any booking\'s documents and both files, and says which are missing', async () => {
      const h = await setup();
      const booking = bookingOf(anEmail('jana'));
      await h.seed(booking);
      const invoice = await h.issue(booking.id, 'deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
      const receipt = await h.issue(booking.id, 'payment-receipt', new Date('2027-03-12T09:00:00Z'), { pdf: PDF });
      expect(await h.desk.bookingDocuments(booking.id)).toEqual([invoice, receipt]);
      const isdoc = await h.desk.download(invoice.id, 'isdoc');
      expect([isdoc.fileName, isdoc.contentType, new TextDecoder().decode(isdoc.bytes)]).toEqual([`${invoice.id}.isdoc`, 'application/xml', new TextDecoder().decode(ISDOC)]);
      await expect(h.desk.download(receipt.id, 'isdoc')).rejects.toMatchObject({ code: 'document/file-missing' });
      await expect(h.desk.download('FV-2027-0001', 'pdf')).rejects.toMatchObject({ code: 'document/not-found' });
      await expect(h.deskAsVisitor.bookingDocuments(booking.id)).rejects.toMatchObject({ code: expect.stringMatching(/^auth\/(not-signed-in|forbidden)$/) });
      await expect(h.deskAsVisitor.download(invoice.id, 'pdf')).rejects.toMatchObject({ code: expect.stringMatching(/^auth\/(not-signed-in|forbidden)$/) });
    });

    it('gives the desk a month\'s archive of the stored files with the CSV list, and refuses a non-month', async () => {
      const h = await setup();
      const booking = bookingOf(anEmail('jana'));
      await h.seed(booking);
      const invoice = await h.issue(booking.id, 'deposit-invoice', new Date('2027-05-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
      const receipt = await h.issue(booking.id, 'payment-receipt', new Date('2027-05-31T21:59:00Z'), { pdf: PDF });
      await h.issue(booking.id, 'final-invoice', new Date('2027-06-01T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
      const archive = await h.desk.monthlyArchive(2027, 5);
      expect([archive.fileName, archive.contentType, archive.documentCount]).toEqual(['doklady-2027-05.zip', 'application/zip', 2]);
      const entries = await readZip(Buffer.from(archive.bytes));
      expect(entries.map((entry) => entry.name)).toEqual([`pdf/${receipt.id}.pdf`, `pdf/${invoice.id}.pdf`, `isdoc/${invoice.id}.isdoc`, 'doklady-2027-05.csv']);
      expect(Array.from(entries[1]!.data)).toEqual(Array.from(PDF));
      await expect(h.desk.monthlyArchive(2027, 13)).rejects.toMatchObject({ code: 'document/month-invalid' });
      await expect(h.deskAsVisitor.monthlyArchive(2027, 5)).rejects.toMatchObject({ code: 'auth/forbidden' });
    });
  });
}
