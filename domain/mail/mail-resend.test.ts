import { describe, expect, it } from 'vitest';
import { resendMailId, resendOf } from './mail-resend';

describe('resending a mail', () => {
  it('numbers attempts along the chain of the first mail', () => {
    expect(resendMailId({ id: 'b-1-couple' })).toBe('b-1-couple-resend-1');
    expect(resendMailId({ id: 'b-1-couple-resend-1', resendOf: 'b-1-couple' })).toBe('b-1-couple-resend-2');
    expect(resendMailId({ id: 'b-1-couple-resend-9', resendOf: 'b-1-couple' })).toBe('b-1-couple-resend-10');
  });

  it('copies envelope and message into a new mail that names the first one', () => {
    const original = { id: 'b-1-status-1', bookingId: 'b-1', to: 'a@example.cz', replyTo: 'f@example.cz', message: { subject: 'S', text: 'T', html: '<p>T</p>' } };
    expect(resendOf(original)).toEqual({ ...original, id: 'b-1-status-1-resend-1', resendOf: 'b-1-status-1' });
    expect(resendOf(resendOf(original))).toMatchObject({ id: 'b-1-status-1-resend-2', resendOf: 'b-1-status-1' });
  });
});
