import { describe, expect, it } from 'vitest';
import type { QueuedMail } from '../../ports/mail-log-port';
import { bookingsWithFailedDelivery, byQueuedTime, isSuperseded } from './mail-log';

const mail = (id: string, extra: Partial<QueuedMail> = {}): QueuedMail => ({ id, bookingId: id.split('-')[0], to: 'a@example.cz', subject: 'S', ...extra });
const failed = { state: 'ERROR' as const, attempts: 1, error: '550 mailbox unavailable' };

describe('the delivery log', () => {
  it('lists oldest first, ties by id', () => {
    const list = [mail('b-2', { queuedAt: '2027-01-02T00:00:00.000Z' }), mail('b-1', { queuedAt: '2027-01-02T00:00:00.000Z' }), mail('b-3', { queuedAt: '2027-01-01T00:00:00.000Z' })];
    expect(list.sort(byQueuedTime).map((m) => m.id)).toEqual(['b-3', 'b-1', 'b-2']);
  });

  it('a failed mail that was resent is superseded by its resend', () => {
    const first = mail('a-couple', { delivery: failed });
    const resend = mail('a-couple-resend-1', { resendOf: 'a-couple' });
    expect(isSuperseded(first, [first, resend])).toBe(true);
    expect(isSuperseded(resend, [first, resend])).toBe(false);
  });

  it('marks the bookings whose latest attempt failed, not those whose failure was resent', () => {
    const mails = [
      mail('a-couple', { delivery: failed }),
      mail('b-couple', { delivery: failed }),
      mail('b-couple-resend-1', { resendOf: 'b-couple', delivery: { state: 'SUCCESS', attempts: 1 } }),
      mail('c-couple', { delivery: { state: 'SUCCESS', attempts: 1 } }),
      mail('d-couple', { delivery: failed }),
      mail('d-couple-resend-1', { resendOf: 'd-couple', delivery: failed }),
    ];
    expect(bookingsWithFailedDelivery(['d', 'c', 'b', 'a', 'a'], mails)).toEqual(['d', 'a']);
  });
});
