import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { capturedDownloads } from '../../../tests/support/captured-downloads';
import { documentsOnFakes } from '../../../tests/support/documents-on-fakes';
import { renderWithServicesOn } from '../../../tests/support/render-app';
import { readZip } from '../../../tests/support/zip-reader';
import { csDocuments as t } from '../../texts/cs-documents';
import { errorMessage } from '../../texts/cs-errors';
import { BookingDocuments } from './booking-documents';
import { DocumentsArchive, lastMonth } from './documents-archive';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0a, 0xc5, 0xbd]);
const ISDOC = new TextEncoder().encode('<Invoice><Note>Žďár</Note></Invoice>');
const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

afterEach(() => vi.unstubAllGlobals());

describe('the desk\'s "Doklady" on the booking detail', () => {
  it('offers each document as PDF and ISDOC and hands over the stored ISDOC', async () => {
    const blobs = capturedDownloads();
    const { container, booking, issue } = await documentsOnFakes('admin');
    await issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
    const view = renderWithServicesOn(container, <BookingDocuments bookingId={booking.id} />);
    const section = await screen.findByRole('region', { name: t.heading });
    expect(await within(section).findByRole('button', { name: t.downloadLabel(t.formats.pdf, 'ZF-2027-0001') })).toBeEnabled();
    await userEvent.click(within(section).getByRole('button', { name: t.downloadLabel(t.formats.isdoc, 'ZF-2027-0001') }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect((await bytesOf(blobs[0]!)).equals(Buffer.from(ISDOC))).toBe(true);
    await expectNoAxeViolationsIn(view.container);
  });

  it('says so when nothing was issued for the booking', async () => {
    const { container, booking } = await documentsOnFakes('admin');
    const view = renderWithServicesOn(container, <BookingDocuments bookingId={booking.id} />);
    expect(await screen.findByText(t.emptyDesk)).toBeInTheDocument();
    await expectNoAxeViolationsIn(view.container);
  });
});

describe('"Archiv pro účetní"', () => {
  it('offers last month, and downloads the picked month\'s ZIP with its count', async () => {
    const blobs = capturedDownloads();
    const { container, issue } = await documentsOnFakes('admin');
    await issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
    await issue('payment-receipt', new Date('2027-03-12T09:00:00Z'), { pdf: PDF });
    const view = renderWithServicesOn(container, <DocumentsArchive now={new Date('2027-04-02T08:00:00Z')} />);
    const month = screen.getByLabelText(t.archive.month);
    expect(month).toHaveValue('2027-03');
    await userEvent.click(screen.getByRole('button', { name: t.archive.submit }));
    expect(await screen.findByText(t.archive.done('doklady-2027-03.zip', '2 doklady'))).toBeInTheDocument();
    const entries = await readZip(await bytesOf(blobs[0]!));
    expect(entries.map((entry) => entry.name)).toEqual(['pdf/PP-2027-0001.pdf', 'pdf/ZF-2027-0001.pdf', 'isdoc/ZF-2027-0001.isdoc', 'doklady-2027-03.csv']);
    await expectNoAxeViolationsIn(view.container);
  });

  it('shows the server\'s refusal in Czech when no month is picked', async () => {
    const { container } = await documentsOnFakes('admin');
    renderWithServicesOn(container, <DocumentsArchive />);
    await userEvent.clear(screen.getByLabelText(t.archive.month));
    await userEvent.click(screen.getByRole('button', { name: t.archive.submit }));
    expect(await screen.findByText(errorMessage('document/month-invalid'))).toBeInTheDocument();
  });

  it('takes January\'s "last month" from the year before', () => {
    expect(lastMonth(new Date('2027-01-15T10:00:00Z'))).toBe('2026-12');
    expect(lastMonth(new Date('2027-05-31T22:30:00Z'))).toBe('2027-05');
  });
});
