import { describe, expect, it } from 'vitest';
import { parseVerifyToken, verifyToken } from '../../domain/booking/email-verification';
import { emailSecretDigest, newEmailSecret, sameDigest } from './email-token';

describe('the e-mail confirmation secret', () => {
  it('is 32 random bytes in base64url that make a valid token, different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newEmailSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(parseVerifyToken(verifyToken('b1', secret))).toEqual({ bookingId: 'b1', secret });
  });

  it('is stored as its SHA-256 in hex', async () => {
    expect(await emailSecretDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameDigest(await emailSecretDigest('abc'), await emailSecretDigest('abd'))).toBe(false);
    expect(sameDigest('ab', 'ab')).toBe(true);
    expect(sameDigest('ab', 'abc')).toBe(false);
  });
});
