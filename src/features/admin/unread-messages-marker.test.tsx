import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appendCoupleMessage, appendPhotographerReply } from '../../../domain/booking/booking-message';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { openBookingTab } from '../../../tests/support/booking-page';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminThread } from '../../texts/cs-admin-thread';

const asked = appendCoupleMessage(aBooking({ id: 'b-asked', weddingDate: '2027-06-12', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777111222' } }), [], {
  text: 'Máte volno i v neděli?',
  by: 'jana@example.cz',
  at: '2025-01-15T09:10:00.000Z',
});
const answered = appendPhotographerReply(
  appendCoupleMessage(aBooking({ id: 'b-answered', weddingDate: '2027-07-03', contact: { coupleNames: 'Eva a Jakub', email: 'eva@example.cz', phone: '+420777111333' } }), [], {
    text: 'Díky!',
    by: 'eva@example.cz',
    at: '2025-01-10T09:00:00.000Z',
  }).booking,
  [],
  { text: 'Rádo se stalo.', by: 'fotograf@example.cz', at: '2025-01-10T10:00:00.000Z' },
);

describe('the desk\'s list marks a booking whose couple wrote something she has not read', () => {
  it('marks exactly that booking, and opening its thread clears the mark', async () => {
    const { user } = await asAdmin('/admin/bookings', [asked.booking, answered.booking], { threads: { [asked.booking.id]: [asked.message] } });
    const askedLink = await screen.findByRole('link', { name: csAdmin.list.open('Jana a Petr') });
    const rowOf = (link: HTMLElement) => link.closest('tr, li, article')! as HTMLElement;
    expect(within(rowOf(askedLink)).getByRole('img', { name: csAdminThread.unreadMarker })).toBeInTheDocument();
    expect(within(rowOf(screen.getByRole('link', { name: csAdmin.list.open('Eva a Jakub') }))).queryByRole('img', { name: csAdminThread.unreadMarker })).toBeNull();

    await user.click(askedLink);
    await openBookingTab(user, 'messages');
    await screen.findByText('Máte volno i v neděli?');
    await user.click(screen.getByRole('link', { name: csAdmin.detail.back }));
    const again = await screen.findByRole('link', { name: csAdmin.list.open('Jana a Petr') });
    expect(within(rowOf(again)).queryByRole('img', { name: csAdminThread.unreadMarker })).toBeNull();
  });
});
