import { describe, expect, it } from 'vitest';
import { emailError, normalisePhone, phoneError, requiredTextError } from './fields';

describe('e-mail rule', () => {
  it.each(['jana@example.cz', ' Jana.Novakova+svatba@seznam.cz ', 'a@b.co'])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined();
  });
  it('requires a value', () => expect(emailError('  ')).toBe('field/required'));
  it.each(['jana', 'jana@', 'jana@example', 'ja na@example.cz', '@example.cz', 'jana@@example.cz', `${'a'.repeat(250)}@b.cz`])(
    'rejects %s as email/invalid',
    (email) => expect(emailError(email)).toBe('email/invalid'),
  );
});

describe('phone rule (Czech and international)', () => {
  it.each([
    ['777 123 456', '+420777123456'],
    ['+420 777 123 456', '+420777123456'],
    ['00420777123456', '+420777123456'],
    ['+420-777-123-456', '+420777123456'],
    ['+49 30 1234567', '+49301234567'],
    ['+44 (20) 7946 0958', '+442079460958'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
  it.each(['12345', '077712345', '+420 77712345', '+420 7771234567', 'telefon', '+0123456789'])('rejects %s', (input) => {
    expect(normalisePhone(input)).toBeUndefined();
    expect(phoneError(input, false)).toBe('phone/invalid');
  });
  it('is optional unless required', () => {
    expect(phoneError('', false)).toBeUndefined();
    expect(phoneError('', true)).toBe('field/required');
  });
});

describe('required text', () => {
  it('rejects blank and too long text', () => {
    expect(requiredTextError(' ', 10)).toBe('field/required');
    expect(requiredTextError('a'.repeat(11), 10)).toBe('field/too-long');
    expect(requiredTextError('a'.repeat(10), 10)).toBeUndefined();
  });
});
