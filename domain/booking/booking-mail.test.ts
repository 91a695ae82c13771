import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { changeStatus } from './booking-status';
import { moveBooking } from './booking-move';
import { appendCoupleMessage } from './booking-message';
import { withdrawBooking } from './booking-status';
import {
  bookingMailId,
  coupleMessageMail,
  depositReminder,
  dateMovedMail,
  mailIdsOf,
  pendingDigestMailId,
  requestMails,
  statusMail,
  weddingReminder,
  withdrawalMails,
} from './booking-mail';

describe('booking mails', () => {
  it('a new request sends the couple a receipt and the photographer a notice, with ids from the booking id', () => {
    expect(requestMails({ id: 'b1' })).toEqual([
      { kind: 'request-received', id: 'b1-couple', bookingId: 'b1', to: 'couple' },
      { kind: 'new-request', id: 'b1-photographer', bookingId: 'b1', to: 'photographer' },
    ]);
  });

  it('a status change mails the couple under an id carrying the history index, so a retry queues it once', () => {
    const confirmed = changeStatus(aBooking({ id: 'b1', status: 'new' }), { to: 'confirmed', by: 'f', at: '2026-11-24T10:00:00.000Z' });
    expect(statusMail(confirmed)).toEqual({ kind: 'status-changed', id: 'b1-status-1', bookingId: 'b1', to: 'couple', status: 'confirmed' });
    expect(statusMail(aBooking({ status: 'new' }))).toBeNull();
  });

  it('erasure finds every mail a booking can have queued', () => {
    const confirmed = changeStatus(aBooking({ id: 'b1', status: 'new' }), { to: 'confirmed', by: 'f', at: '2026-11-24T10:00:00.000Z' });
    const cancelled = changeStatus(confirmed, { to: 'cancelled', by: 'f', at: '2026-11-25T10:00:00.000Z' });
    expect(mailIdsOf(cancelled)).toEqual([
      'b1-couple',
      'b1-photographer',
      'b1-wedding-reminder',
      'b1-deposit-reminder',
      'b1-withdrawn',
      bookingMailId.statusChanged('b1', 1),
      bookingMailId.dateMoved('b1', 1),
      bookingMailId.statusChanged('b1', 2),
      bookingMailId.dateMoved('b1', 2),
    ]);
  });

  it('a date move mails the couple under an id carrying the move\'s history index, so each move is told once', () => {
    const booking = aBooking({ id: 'b1', status: 'confirmed', weddingDate: '2027-06-12' });
    const { after } = moveBooking(booking, { newDate: '2027-06-19', by: 'f', at: '2026-11-24T10:00:00.000Z', now: new Date('2026-11-24T10:00:00.000Z') }, { from: null, to: null })!;
    const mail = dateMovedMail(after, booking.weddingDate);
    expect(mail).toEqual({ kind: 'date-moved', id: `b1-moved-${booking.history.length}`, bookingId: 'b1', to: 'couple', from: '2027-06-12' });
    expect(mailIdsOf(after)).toContain(mail.id);
  });

  it('names each reminder once per booking, so a second scheduler run finds it queued', () => {
    expect(weddingReminder({ id: 'b1' })).toEqual({ kind: 'wedding-reminder', id: 'b1-wedding-reminder', bookingId: 'b1', to: 'couple' });
    expect(depositReminder({ id: 'b1' }, '2027-03-04')).toEqual({
      kind: 'deposit-reminder',
      id: 'b1-deposit-reminder',
      bookingId: 'b1',
      to: 'couple',
      dueDate: '2027-03-04',
    });
    expect(pendingDigestMailId('2027-03-01')).toBe('digest-2027-03-01');
  });

  it('a withdrawal tells the photographer and gives the couple a receipt, each once', () => {
    const withdrawn = withdrawBooking(aBooking({ id: 'b1', status: 'new' }), 'jana@example.cz', '2026-11-24T10:00:00.000Z');
    expect(withdrawalMails(withdrawn)).toEqual([
      { kind: 'request-withdrawn', id: 'b1-withdrawn', bookingId: 'b1', to: 'photographer' },
      { kind: 'status-changed', id: 'b1-status-1', bookingId: 'b1', to: 'couple', status: 'withdrawn' },
    ]);
  });

  it('each message of the couple has its mail, named by its position, and erasure finds them all', () => {
    const first = appendCoupleMessage(aBooking({ id: 'b1' }), [], { text: 'Obřad začne ve 14:00', by: 'jana@example.cz', at: '2026-11-24T10:00:00.000Z' });
    const second = appendCoupleMessage(first.booking, [first.message], { text: 'A ještě adresa', by: 'jana@example.cz', at: '2026-11-24T11:00:00.000Z' });
    expect(coupleMessageMail(second.booking, second.n, second.message)).toEqual({
      kind: 'couple-message',
      id: 'b1-message-2',
      bookingId: 'b1',
      to: 'photographer',
      message: { id: 'b1-m2', at: '2026-11-24T11:00:00.000Z', author: 'couple', text: 'A ještě adresa' },
    });
    expect(mailIdsOf(second.booking)).toEqual(expect.arrayContaining(['b1-message-1', 'b1-message-2']));
  });
});

describe('the receipt intent and the e-mail confirmation', () => {
  it('carries the confirmation token and what confirming holds; without one it asks nothing', () => {
    const [receipt] = requestMails({ id: 'b1' }, { token: 'b1.secret', hold: { days: 7 } });
    expect(receipt).toMatchObject({ kind: 'request-received', verify: { token: 'b1.secret', hold: { days: 7 } } });
    expect(requestMails({ id: 'b1' })[0]).not.toHaveProperty('verify');
  });
});
