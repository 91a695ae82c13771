import type { ErrorCode } from '../errors';

// Pragmatic e-mail shape: one @, a dot in the domain, no spaces. The server confirms deliverability by sending.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailError(value: string): ErrorCode | undefined {
  const email = value.trim();
  if (email === '') return 'field/required';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'email/invalid';
  return undefined;
}

/**
 * Phone numbers: Czech nine-digit numbers with or without +420/00420, or international numbers in E.164 form
 * (+ and 8–15 digits). Spaces, dashes, dots and brackets are allowed as separators.
 */
export function normalisePhone(value: string): string | undefined {
  const compact = value.trim().replace(/[\s\-.()/]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (/^[1-9]\d{8}$/.test(international)) return `+420${international}`;
  if (/^\+420[1-9]\d{8}$/.test(international)) return international;
  if (/^\+420/.test(international)) return undefined;
  if (/^\+[1-9]\d{7,14}$/.test(international)) return international;
  return undefined;
}

export function phoneError(value: string, required: boolean): ErrorCode | undefined {
  if (value.trim() === '') return required ? 'field/required' : undefined;
  return normalisePhone(value) ? undefined : 'phone/invalid';
}

export function requiredTextError(value: string, maxLength: number): ErrorCode | undefined {
  const text = value.trim();
  if (text === '') return 'field/required';
  if (text.length > maxLength) return 'field/too-long';
  return undefined;
}
