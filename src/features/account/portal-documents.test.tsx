import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../domain/formatting/czech';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { capturedDownloads } from '../../../tests/support/captured-downloads';
import { documentsOnFakes } from '../../../tests/support/documents-on-fakes';
import { renderWithServicesOn } from '../../../tests/support/render-app';
import { csDocuments as t } from '../../texts/cs-documents';
import { errorMessage } from '../../texts/cs-errors';
import { PortalDocuments } from './portal-documents';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);

afterEach(() => vi.unstubAllGlobals());

describe('"Doklady" in Moje svatba', () => {
  it('lists the couple\'s documents with number, Czech kind and day of issue, and downloads the stored PDF', async () => {
    const blobs = capturedDownloads();
    const { container, booking, issue } = await documentsOnFakes('couple');
    await issue('deposit-invoice', new Date('2027-02-28T23:30:00Z'), { pdf: PDF });
    await issue('payment-receipt', new Date('2027-03-12T09:00:00Z'), { pdf: PDF });
    const view = renderWithServicesOn(container, <PortalDocuments bookingId={booking.id} status={booking.status} />);
    const section = await screen.findByRole('region', { name: t.heading });
    const rows = await within(section).findAllByRole('row');
    // The deposit invoice was issued at 00:30 on 1 March in Prague.
    expect(rows.map((row) => row.textContent)).toEqual([
      `${t.columns.number}${t.columns.kind}${t.columns.issued}${t.columns.files}`,
      `ZF-2027-0001${t.kind['deposit-invoice']}${formatDate('2027-03-01')}${t.formats.pdf}`,
      `PP-2027-0001${t.kind['payment-receipt']}${formatDate('2027-03-12')}${t.formats.pdf}`,
    ]);
    expect(within(section).queryByRole('button', { name: t.downloadLabel(t.formats.isdoc, 'ZF-2027-0001') })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: t.downloadLabel(t.formats.pdf, 'ZF-2027-0001') }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(Array.from(new Uint8Array(await blobs[0]!.arrayBuffer()))).toEqual(Array.from(PDF));
    expect(blobs[0]!.type).toBe('application/pdf');
    await expectNoAxeViolationsIn(view.container);
  });

  it('says in Czech that nothing was issued yet, and asks nothing for a request not confirmed', async () => {
    const { container, booking } = await documentsOnFakes('couple');
    const view = renderWithServicesOn(container, <PortalDocuments bookingId={booking.id} status={booking.status} />);
    expect(await screen.findByText(t.emptyCouple)).toBeInTheDocument();
    await expectNoAxeViolationsIn(view.container);
    view.unmount();
    renderWithServicesOn(container, <PortalDocuments bookingId={booking.id} status="new" />);
    expect(screen.queryByRole('region', { name: t.heading })).toBeNull();
  });

  it('says which document could not be downloaded and why, when its file is missing', async () => {
    capturedDownloads();
    const { container, booking, issue } = await documentsOnFakes('couple');
    await issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'));
    renderWithServicesOn(container, <PortalDocuments bookingId={booking.id} status={booking.status} />);
    await userEvent.click(await screen.findByRole('button', { name: t.downloadLabel(t.formats.pdf, 'ZF-2027-0001') }));
    const alert = await screen.findByText(t.downloadFailed('ZF-2027-0001'));
    expect(alert.closest('[role="alert"]') ?? alert.parentElement).toHaveTextContent(errorMessage('document/file-missing'));
  });
});
