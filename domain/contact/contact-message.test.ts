import { describe, expect, it } from 'vitest';
import { emptyContactMessage, validateContactMessage, type ContactMessageInput } from './contact-message';

const now = new Date('2026-11-22T10:00:00.000Z');
const valid: ContactMessageInput = {
  name: ' Jana Nováková ',
  email: 'Jana@Example.cz',
  phone: '777 123 456',
  weddingDate: '2027-06-12',
  message: 'Dobrý den, máte volno 12. června 2027?',
  consent: true,
};

describe('contact message rule', () => {
  it('accepts a complete message and normalises it', () => {
    const result = validateContactMessage(valid, now);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Jana Nováková',
        email: 'jana@example.cz',
        phone: '+420777123456',
        weddingDate: '2027-06-12',
        message: 'Dobrý den, máte volno 12. června 2027?',
        consentAt: '2026-11-22T10:00:00.000Z',
      },
    });
  });

  it('reports every failing field with its code', () => {
    const result = validateContactMessage(emptyContactMessage(), now);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'field/required', email: 'field/required', message: 'field/required', consent: 'consent/required' },
    });
  });

  it('rejects a bad e-mail, a bad phone, a too short message and a missing consent', () => {
    const result = validateContactMessage({ ...valid, email: 'jana@', phone: '123', message: 'Ahoj', consent: false }, now);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        email: 'email/invalid',
        phone: 'phone/invalid',
        message: 'message/too-short',
        consent: 'consent/required',
      });
    }
  });

  it('leaves optional fields out when empty', () => {
    const result = validateContactMessage({ ...valid, phone: '', weddingDate: '' }, now);
    expect(result.ok && 'phone' in result.value).toBe(false);
    expect(result.ok && 'weddingDate' in result.value).toBe(false);
  });
});
