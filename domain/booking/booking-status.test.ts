import { describe, expect, it } from 'vitest';
import { variableSymbol } from '../payment/variable-symbol';
import { aBooking } from '../../tests/support/booking-mother';
import { bookingStatuses, type BookingStatus } from './booking';
import {
  assertNewBooking,
  canTransition,
  canWithdraw,
  changeStatus,
  changeStatusAtDesk,
  deskTransitions,
  statusPath,
  takesDate,
  withdrawBooking,
} from './booking-status';

const legal: Array<[BookingStatus, BookingStatus]> = [
  ['new', 'confirmed'],
  ['new', 'declined'],
  ['new', 'withdrawn'],
  ['confirmed', 'deposit-paid'],
  ['confirmed', 'cancelled'],
  ['deposit-paid', 'completed'],
  ['deposit-paid', 'cancelled'],
];

describe('booking status transitions', () => {
  it.each(legal)('%s → %s is legal', (from, to) => expect(canTransition(from, to)).toBe(true));

  it('every other pair is illegal', () => {
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        const isLegal = legal.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(isLegal);
      }
    }
  });

  it('records who changed what and when', () => {
    const booking = changeStatus(aBooking({ status: 'new' }), { to: 'confirmed', by: 'admin:1', at: '2026-11-23T08:00:00.000Z' });
    expect(booking.status).toBe('confirmed');
    expect(booking.updatedAt).toBe('2026-11-23T08:00:00.000Z');
    expect(booking.history.at(-1)).toEqual({ at: '2026-11-23T08:00:00.000Z', by: 'admin:1', from: 'new', to: 'confirmed' });
  });

  it('refuses an illegal change with booking/invalid-transition and changes nothing', () => {
    const original = aBooking({ status: 'declined' });
    expect(() => changeStatus(original, { to: 'confirmed', by: 'admin', at: 'x' })).toThrow(
      expect.objectContaining({ code: 'booking/invalid-transition' }),
    );
    expect(original.status).toBe('declined');
  });

  it('confirmed, deposit paid and completed take the date; the rest do not', () => {
    expect(bookingStatuses.filter(takesDate)).toEqual(['confirmed', 'deposit-paid', 'completed']);
  });

  it('a booking is first stored as new, with the one history entry that says so', () => {
    expect(() => assertNewBooking(aBooking())).not.toThrow();
    const refused = [
      aBooking({ status: 'confirmed' }),
      aBooking({ status: 'confirmed', history: [{ at: 'x', by: 'admin', from: null, to: 'confirmed' }] }),
      aBooking({ history: [] }),
      aBooking({ history: [{ at: 'x', by: 'admin', from: 'declined', to: 'new' }] }),
      aBooking({ history: [{ at: 'x', by: '', from: null, to: 'new' }] }),
      changeStatus(aBooking(), { to: 'declined', by: 'admin', at: 'x' }),
    ];
    for (const booking of refused) {
      expect(() => assertNewBooking(booking), JSON.stringify(booking.history)).toThrow(
        expect.objectContaining({ code: 'booking/invalid-transition' }),
      );
    }
  });

  it('reaches every status from new by the shortest chain of legal changes', () => {
    expect(statusPath('new')).toEqual([]);
    expect(statusPath('declined')).toEqual(['declined']);
    expect(statusPath('cancelled')).toEqual(['confirmed', 'cancelled']);
    expect(statusPath('completed')).toEqual(['confirmed', 'deposit-paid', 'completed']);
    for (const status of bookingStatuses) {
      const path = statusPath(status);
      path.forEach((to, i) => expect(canTransition(i === 0 ? 'new' : path[i - 1]!, to)).toBe(true));
    }
  });

  it('reaches withdrawn only from new', () => {
    expect(statusPath('withdrawn')).toEqual(['withdrawn']);
    expect(bookingStatuses.filter((status) => canWithdraw({ status }))).toEqual(['new']);
  });
});

describe('withdrawing: the couple\'s own step', () => {
  it('the couple withdraws a new request, recorded in the history under their e-mail', () => {
    const withdrawn = withdrawBooking(aBooking({ status: 'new' }), 'jana@example.cz', '2026-11-24T09:00:00.000Z');
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toEqual({ at: '2026-11-24T09:00:00.000Z', by: 'jana@example.cz', from: 'new', to: 'withdrawn' });
  });

  it.each(['confirmed', 'declined', 'withdrawn'] as const)('a %s booking cannot be withdrawn', (status) => {
    expect(() => withdrawBooking(aBooking({ status }), 'jana@example.cz', 'x')).toThrow(expect.objectContaining({ code: 'booking/invalid-transition' }));
  });

  it('the desk is never offered it, and is refused it', () => {
    expect(deskTransitions('new')).toEqual(['confirmed', 'declined']);
    for (const status of bookingStatuses) expect(deskTransitions(status)).not.toContain('withdrawn');
    expect(() => changeStatusAtDesk(aBooking({ status: 'new' }), { to: 'withdrawn', by: 'admin', at: 'x' })).toThrow(
      expect.objectContaining({ code: 'booking/invalid-transition' }),
    );
    expect(changeStatusAtDesk(aBooking({ status: 'new' }), { to: 'declined', by: 'admin', at: 'x' }).status).toBe('declined');
  });
});

describe('the deposit\'s variable symbol', () => {
  const at = '2027-03-10T09:00:00.000Z';
  const request = aBooking({ status: 'new', weddingDate: '2027-06-12', reservationCode: 'ABCD-EFGH' });

  it('is stored when the booking first takes its date, and kept by later changes', () => {
    const confirmed = changeStatus(request, { to: 'confirmed', by: 'fotograf@example.cz', at });
    expect(confirmed.variableSymbol).toBe(variableSymbol(request));
    const paid = changeStatus({ ...confirmed, weddingDate: '2027-06-19' }, { to: 'deposit-paid', by: 'fotograf@example.cz', at });
    expect(paid.variableSymbol).toBe(confirmed.variableSymbol);
  });

  it('is not given to a request that never takes a date', () => {
    expect(changeStatus(request, { to: 'declined', by: 'fotograf@example.cz', at }).variableSymbol).toBeUndefined();
  });
});
