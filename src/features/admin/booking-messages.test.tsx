import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { openBookingTab } from '../../../tests/support/booking-page';

const t = csAdmin.detail;

const thread = { 'b-msg': [{ id: 'b-msg-m1', at: '2027-01-15T09:10:00.000Z', author: 'couple' as const, text: 'Obřad se posouvá na 15:00.\nParkování u zámku.' }] };
const booking = aBooking({
  id: 'b-msg',
  status: 'withdrawn',
  contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777111222' },
  history: [
    { at: '2027-01-15T09:00:00.000Z', by: 'public', from: null, to: 'new' },
    { at: '2027-01-15T09:10:00.000Z', by: 'jana@example.cz', from: 'new', to: 'new', event: 'message' },
    { at: '2027-01-15T09:20:00.000Z', by: 'jana@example.cz', from: 'new', to: 'withdrawn' },
  ],
});

describe('the couple\'s portal in the booking detail', () => {
  it('shows the couple\'s messages (the thread, stored apart) as they wrote them, and the message and withdrawal in the history', async () => {
    const { user } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: thread });
    await openBookingTab(user, 'messages');
    const messages = await screen.findByRole('region', { name: t.messagesTitle });
    expect(messages).toHaveTextContent('Obřad se posouvá na 15:00.');
    expect(messages).toHaveTextContent(t.messageAuthor.couple);
    await openBookingTab(user, 'history');
    const history = screen.getByRole('region', { name: t.historyTitle });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent(t.historyMessage(csAdmin.status.new));
    expect(entries[1]).toHaveTextContent('jana@example.cz');
    expect(entries[2]).toHaveTextContent(t.historyEntry(csAdmin.status.new, csAdmin.status.withdrawn));
  });

  it('offers no status change for a withdrawn request (it is final)', async () => {
    await asAdmin(`/admin/bookings/${booking.id}`, [booking]);
    expect(await screen.findByText(t.noActions)).toBeInTheDocument();
  });
});

describe('the desk and a new request', () => {
  it('never offers the couple\'s own withdrawal', async () => {
    const fresh = aBooking({ id: 'b-new' });
    await asAdmin(`/admin/bookings/${fresh.id}`, [fresh]);
    const actions = await screen.findByRole('region', { name: t.actionsTitle });
    expect(within(actions).queryByRole('button', { name: t.actions.withdrawn })).toBeNull();
    expect(within(actions).getByRole('button', { name: t.actions.confirmed })).toBeInTheDocument();
  });
});

describe('a couple who deleted their account while the booking holds its date', () => {
  it('is flagged in the detail, so the photographer erases the booking once the contract allows', async () => {
    const kept = aBooking({ id: 'b-kept', status: 'confirmed', erasureRequestedAt: '2027-02-01T10:00:00.000Z' });
    await asAdmin(`/admin/bookings/${kept.id}`, [kept]);
    expect(await screen.findByRole('note')).toHaveTextContent('smazali svůj účet a požádali o výmaz údajů');
  });

  it('shows no such flag on an ordinary booking', async () => {
    const ordinary = aBooking({ id: 'b-ordinary', status: 'confirmed' });
    await asAdmin(`/admin/bookings/${ordinary.id}`, [ordinary]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/smazali svůj účet/)).toBeNull();
  });
});
