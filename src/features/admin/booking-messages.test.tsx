import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingMessage } from '../../../domain/booking/booking';
import { appendCoupleMessage, appendPhotographerReply, MESSAGE_MAX_LENGTH, PHOTOGRAPHER_REPLIES_PER_BOOKING } from '../../../domain/booking/booking-message';
import { hasUnreadMessages } from '../../../domain/booking/message-marks';
import { TOKENS } from '../../../ports/tokens';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminThread } from '../../texts/cs-admin-thread';
import { csErrors } from '../../texts/cs-errors';
import { openBookingTab } from '../../../tests/support/booking-page';
import { withdrawBooking } from '../../../domain/booking/booking-status';

const t = csAdmin.detail;

/** Jana and Petr asked from their portal; the photographer answered once; they wrote again (unread for her). */
function askedTwice() {
  const first = appendCoupleMessage(aBooking({ id: 'b-msg', status: 'confirmed', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777111222' } }), [], {
    text: 'Obřad se posouvá na 15:00.\nParkování u zámku.',
    by: 'jana@example.cz',
    at: '2025-01-15T09:10:00.000Z',
  });
  const reply = appendPhotographerReply(first.booking, [first.message], { text: 'Děkuji, budu tam ve 14:30.', by: 'fotograf@example.cz', at: '2025-01-15T12:00:00.000Z' });
  const again = appendCoupleMessage(reply.booking, [first.message, reply.message], { text: 'Ještě jedna otázka k albu.', by: 'jana@example.cz', at: '2025-01-16T08:00:00.000Z' });
  return { booking: again.booking, thread: [first.message, reply.message, again.message] };
}

describe('the thread with the couple in the booking detail', () => {
  it('shows both ways as written, the couple\'s new message marked once; opening it clears her unread marker on the server', async () => {
    const { booking, thread } = askedTwice();
    const { user, services } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: { [booking.id]: thread } });
    expect(hasUnreadMessages((await services.get(TOKENS.Bookings).get(booking.id))!, 'photographer')).toBe(true);
    await openBookingTab(user, 'messages');
    const region = await screen.findByRole('region', { name: csAdminThread.title });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Obřad se posouvá na 15:00.'),
      expect.stringContaining('Děkuji, budu tam ve 14:30.'),
      expect.stringContaining('Ještě jedna otázka k albu.'),
    ]);
    expect(items[1]).toHaveTextContent(csAdminThread.author.photographer);
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([false, false, true]);
    expect(items[2]).toHaveTextContent(csAdminThread.unread);
    expect(hasUnreadMessages((await services.get(TOKENS.Bookings).get(booking.id))!, 'photographer')).toBe(false);
  });

  it('sends her reply: it joins the thread, the couple has it unread and their e-mail is queued', async () => {
    const { booking, thread } = askedTwice();
    const { user, services } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: { [booking.id]: thread } });
    await openBookingTab(user, 'messages');
    await user.type(await screen.findByRole('textbox', { name: csAdminThread.replyLabel }), 'Album probereme při předání.');
    await user.click(screen.getByRole('button', { name: csAdminThread.send }));
    expect(await screen.findByText(csAdminThread.sent)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: csAdminThread.title });
    expect(within(region).getAllByRole('listitem').at(-1)).toHaveTextContent('Album probereme při předání.');
    expect(screen.getByRole('textbox', { name: csAdminThread.replyLabel })).toHaveValue('');
    const stored = (await services.get(TOKENS.Bookings).get(booking.id))!;
    expect(hasUnreadMessages(stored, 'couple')).toBe(true);
    expect(await services.get(TOKENS.Bookings).thread(booking.id)).toHaveLength(4);
  });

  it('refuses an empty reply in the browser with the field\'s Czech message, sending nothing', async () => {
    const { booking, thread } = askedTwice();
    const { user, services } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: { [booking.id]: thread } });
    await openBookingTab(user, 'messages');
    const field = await screen.findByRole('textbox', { name: csAdminThread.replyLabel });
    expect(field).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: csAdminThread.send }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(csErrors.messages['field/required'])).toBeInTheDocument();
    expect(await services.get(TOKENS.Bookings).thread(booking.id)).toHaveLength(3);
  });

  it(`past ${PHOTOGRAPHER_REPLIES_PER_BOOKING} replies the server refuses: the Czech reason with its code, the draft kept`, async () => {
    let { booking } = askedTwice();
    const thread: BookingMessage[] = [];
    for (let i = 0; i < PHOTOGRAPHER_REPLIES_PER_BOOKING; i += 1) {
      const replied = appendPhotographerReply(booking, thread, { text: `Odpověď ${i}`, by: 'fotograf@example.cz', at: '2025-01-17T08:00:00.000Z' });
      booking = replied.booking;
      thread.push(replied.message);
    }
    const { user } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: { [booking.id]: thread } });
    await openBookingTab(user, 'messages');
    await user.type(await screen.findByRole('textbox', { name: csAdminThread.replyLabel }), 'Ještě jedna');
    await user.click(screen.getByRole('button', { name: csAdminThread.send }));
    const alert = await screen.findByText(csErrors.messages['desk/reply-limit']);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('desk/reply-limit');
    expect(screen.getByRole('textbox', { name: csAdminThread.replyLabel })).toHaveValue('Ještě jedna');
  });

  it('an empty thread says so and still offers the reply; the history records each message', async () => {
    const booking = withdrawBooking(aBooking({ id: 'b-quiet' }), 'jana@example.cz', '2027-01-15T09:20:00.000Z');
    const { user } = await asAdmin(`/admin/bookings/${booking.id}`, [booking]);
    await openBookingTab(user, 'messages');
    expect(await screen.findByText(csAdminThread.empty)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: csAdminThread.replyLabel })).toBeInTheDocument();
    await openBookingTab(user, 'history');
    expect(screen.getByRole('region', { name: t.historyTitle })).toBeInTheDocument();
  });

  it('shows the history entry of a message', async () => {
    const { booking, thread } = askedTwice();
    const { user } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { threads: { [booking.id]: thread } });
    await openBookingTab(user, 'history');
    const entries = within(screen.getByRole('region', { name: t.historyTitle })).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent(t.historyMessage(csAdmin.status.confirmed));
    expect(entries[1]).toHaveTextContent('jana@example.cz');
  });

  it('offers no status change for a withdrawn request (it is final)', async () => {
    const booking = withdrawBooking(aBooking({ id: 'b-withdrawn' }), 'jana@example.cz', '2027-01-15T09:20:00.000Z');
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
