import { describe, expect, it } from 'vitest';
import { ADMIN, documentReadersOnFakes } from '../../tests/support/document-readers';
import { downloadDocument } from './download-document';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);
const ISDOC = new TextEncoder().encode('<?xml version="1.0"?><Invoice/>');
const MARCH = new Date('2027-03-10T09:00:00Z');

describe('downloadDocument', () => {
  it('gives the couple their own document\'s PDF as stored, and the admin its ISDOC', async () => {
    const { readers, issue, counted } = await documentReadersOnFakes();
    const invoice = await issue('deposit-invoice', MARCH, { pdf: PDF, isdoc: ISDOC });
    const pdf = await downloadDocument({ caller: null, session: 'jwt-jana', documentId: invoice.id, format: 'pdf', client: '10.0.0.1' }, readers);
    expect(pdf).toEqual({ fileName: 'ZF-2027-0001.pdf', contentType: 'application/pdf', bytes: PDF });
    expect(counted.length, 'the download counts against the portal\'s limits').toBeGreaterThan(0);
    const isdoc = await downloadDocument({ caller: ADMIN, session: undefined, documentId: invoice.id, format: 'isdoc', client: '10.0.0.9' }, readers);
    expect(isdoc).toEqual({ fileName: 'ZF-2027-0001.isdoc', contentType: 'application/xml', bytes: ISDOC });
  });

  it('answers another couple\'s document exactly as a missing one, and verifies the caller before reading any record', async () => {
    const { readers, issue } = await documentReadersOnFakes();
    const invoice = await issue('deposit-invoice', MARCH, { pdf: PDF, isdoc: ISDOC });
    const petra = { caller: null, session: 'jwt-petra', format: 'pdf', client: '10.0.0.2' };
    await expect(downloadDocument({ ...petra, documentId: invoice.id }, readers)).rejects.toMatchObject({ code: 'document/not-found' });
    await expect(downloadDocument({ ...petra, documentId: 'ZF-2027-0099' }, readers)).rejects.toMatchObject({ code: 'document/not-found' });
    await expect(downloadDocument({ ...petra, documentId: '../../etc/passwd' }, readers)).rejects.toMatchObject({ code: 'document/not-found' });
    await expect(downloadDocument({ ...petra, session: 'jwt-stolen', documentId: invoice.id }, readers)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(downloadDocument({ ...petra, session: undefined, caller: { uid: 'u-1', admin: false }, documentId: invoice.id }, readers)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it('refuses a format other than PDF or ISDOC, and says when the stored file is missing', async () => {
    const { readers, issue } = await documentReadersOnFakes();
    const invoice = await issue('deposit-invoice', MARCH, { pdf: PDF });
    const admin = { caller: ADMIN, session: undefined, documentId: invoice.id, client: '10.0.0.9' };
    await expect(downloadDocument({ ...admin, format: 'docx' }, readers)).rejects.toMatchObject({ code: 'document/format-invalid' });
    await expect(downloadDocument({ ...admin, format: 'isdoc' }, readers)).rejects.toMatchObject({ code: 'document/file-missing', details: { documentId: 'ZF-2027-0001' } });
  });
});
