import { GUEST_PASS_HOURS } from '../../domain/gallery/gallery-limits';
import { describe, expect, it } from 'vitest';
import { guestPinDigest, guestPinMatches, signGuestPass, verifyGuestPass, type GuestClaims } from './gallery-crypto';

const KEY = 'test-key-0123456789';
const NOW = new Date('2027-07-01T10:00:00Z');
const claims: GuestClaims = { galleryId: 'gallery0001', linkId: 'link000001', guestId: 'guest00001', name: 'Teta Věra', exp: NOW.getTime() + GUEST_PASS_HOURS * 3_600_000 };

describe('guest PIN digest', () => {
  it('matches the PIN however it is typed, and only with the same key and gallery', async () => {
    const digest = await guestPinDigest(KEY, 'gallery0001', '482913');
    expect(digest).toMatch(/^v1:[0-9a-f]{64}$/);
    expect(await guestPinMatches(KEY, 'gallery0001', '482 913', digest)).toBe(true);
    expect(await guestPinMatches(KEY, 'gallery0001', '４８２９１３', digest)).toBe(true);
    expect(await guestPinMatches(KEY, 'gallery0001', '482914', digest)).toBe(false);
    expect(await guestPinMatches('other-key', 'gallery0001', '482913', digest)).toBe(false);
    expect(await guestPinMatches(KEY, 'gallery0002', '482913', digest)).toBe(false);
  });
});

describe('guest pass', () => {
  it('round-trips its claims (Czech name included) until it expires', async () => {
    const pass = await signGuestPass(KEY, claims);
    expect(await verifyGuestPass(KEY, pass, NOW)).toEqual(claims);
    await expect(verifyGuestPass(KEY, pass, new Date(claims.exp))).rejects.toMatchObject({ code: 'gallery/guest-pass-invalid' });
  });

  it('a pass signed with another key, or with its claims changed, is refused', async () => {
    const pass = await signGuestPass(KEY, claims);
    await expect(verifyGuestPass('other-key', pass, NOW)).rejects.toMatchObject({ code: 'gallery/guest-pass-invalid' });
    const [, signature] = pass.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, galleryId: 'gallery0002' })).toString('base64url')}.${signature}`;
    await expect(verifyGuestPass(KEY, forged, NOW)).rejects.toMatchObject({ code: 'gallery/guest-pass-invalid' });
  });

  it('garbage is refused, never thrown as something else', async () => {
    for (const pass of [undefined, '', 'a', 'a.b.c', '!!.??', 42]) {
      await expect(verifyGuestPass(KEY, pass, NOW)).rejects.toMatchObject({ code: 'gallery/guest-pass-invalid' });
    }
  });
});
