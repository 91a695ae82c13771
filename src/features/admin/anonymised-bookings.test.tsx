import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editBooking } from '../../../domain/booking/booking-edit';
import { changeStatusAtDesk } from '../../../domain/booking/booking-status';
import { anonymiseBooking } from '../../../domain/privacy/anonymise';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdmin } from '../../texts/cs-admin';
import { bookingsCsvFile } from './admin-export-files';

const anonymised = anonymiseBooking(
  aBooking({ status: 'declined', reservationCode: 'WXYZ-2345', weddingDate: '2026-05-02', venue: 'Zámek', message: 'Ahoj', internalNotes: 'pozn.' }),
  '2026-09-01T03:30:00.000Z',
);
const named = aBooking({ contact: { coupleNames: 'Anna a Adam', email: 'anna@example.cz', phone: '+420777000333' }, weddingDate: '2027-07-03' });

describe('the desk with anonymised bookings', () => {
  it('lists an anonymised booking with the Czech marker and its code instead of empty names, and search skips it', async () => {
    const { user } = await asAdmin('/admin/bookings', [anonymised, named]);
    const link = await screen.findByRole('link', { name: csAdmin.list.open(csAdmin.anonymisedBooking('WXYZ-2345')) });
    expect(link).toHaveTextContent(csAdmin.anonymisedBooking('WXYZ-2345'));
    const row = link.closest('tr')!;
    expect(within(row).getAllByText(csAdmin.anonymised)).toHaveLength(1);
    for (const cell of within(row).getAllByRole('cell')) expect(cell.textContent).not.toBe('');
    // Names were the only thing to search; "a" begins "Anna a Adam" but nothing of the anonymised booking.
    await user.type(screen.getByLabelText(csAdmin.list.search), 'a');
    await user.click(screen.getByRole('button', { name: csAdmin.list.apply }));
    await screen.findByRole('link', { name: csAdmin.list.open('Anna a Adam') });
    expect(screen.queryByRole('link', { name: csAdmin.list.open(csAdmin.anonymisedBooking('WXYZ-2345')) })).not.toBeInTheDocument();
  });

  it('shows the detail with the marker in every removed field and when it was anonymised', async () => {
    await asAdmin(`/admin/bookings/${anonymised.id}`, [anonymised]);
    expect(await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title(csAdmin.anonymisedBooking('WXYZ-2345')) })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: csAdmin.detail.fieldsLabel });
    const value = (label: string) => within(fields).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    const f = csAdmin.detail.fields;
    for (const label of [f.couple, f.email, f.phone, f.venue, f.town, f.message, f.source]) expect(value(label)).toBe(csAdmin.anonymised);
    expect(value(csAdmin.anonymisedAt)).toMatch(/2026/);
  });

  it("shows a correction in the anonymised history as the marker, with none of the old or new contact details", async () => {
    const edited = editBooking(
      aBooking({ status: 'new', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } }),
      { email: 'eva.nova@example.cz', phone: '+420731999888' },
      'fotograf@example.cz',
      '2026-11-05T10:00:00.000Z',
    );
    const declined = anonymiseBooking(changeStatusAtDesk(edited, { to: 'declined', by: 'fotograf@example.cz', at: '2026-11-06T10:00:00.000Z' }), '2027-03-01T03:30:00.000Z');
    await asAdmin(`/admin/bookings/${declined.id}`, [declined]);
    const history = await screen.findByRole('region', { name: csAdmin.detail.historyTitle });
    const h = csAdmin.byHand.history;
    expect(within(history).getByText(h.changeLine(h.fields['contact.email']!, csAdmin.anonymised, csAdmin.anonymised))).toBeInTheDocument();
    expect(history.textContent).not.toMatch(/eva|602111222|731999888/);
  });

  it('exports the marker in the CSV instead of empty personal columns', () => {
    const csv = bookingsCsvFile([anonymised]);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n').map((line) => line.split(';'));
    const column = (name: string) => row![header!.indexOf(`"${name}"`)];
    const c = csAdmin.exports.columns;
    expect(column(c.couple)).toBe(`"${csAdmin.anonymisedBooking('WXYZ-2345')}"`);
    for (const name of [c.email, c.phone, c.venue, c.town, c.message, c.notes]) expect(column(name)).toBe(`"${csAdmin.anonymised}"`);
    expect(column(c.status)).toBe(`"${csAdmin.status.declined}"`);
  });
});
