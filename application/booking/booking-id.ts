import { DomainError } from '../../domain/errors';

/** A booking id as a caller sent it (untrusted): a non-empty string that cannot address another document. */
export function bookingIdOf(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 128 || value.includes('/')) throw new DomainError('id/invalid');
  return value;
}
