import { describe, expect, it } from 'vitest';
import { judgeReauthentication, REAUTHENTICATION, reauthenticationPassword, type ReauthenticationAttempt } from './reauthentication';

const now = Date.parse('2027-03-01T10:00:00Z');
const attempt = (over: Partial<ReauthenticationAttempt>): ReauthenticationAttempt => ({
  hasPassword: true,
  passwordMatches: false,
  password: 'Svatba2027a',
  signedInAt: now - 3_600_000,
  wrongSoFar: 0,
  now,
  ...over,
});

describe('re-authentication before the GDPR self-service', () => {
  it('the account\'s password proves it, however old the sign-in', () => {
    expect(judgeReauthentication(attempt({ passwordMatches: true, signedInAt: now - 6 * 86_400_000 }))).toEqual({ ok: true });
  });

  it('no password is reauth-required, and a fresh sign-in does not replace it for an account that has one', () => {
    expect(judgeReauthentication(attempt({ password: '', signedInAt: now }))).toEqual({ ok: false, code: 'auth/reauth-required' });
  });

  it('counts wrong passwords; the one that reaches the limit locks the sign-in', () => {
    const verdicts = Array.from({ length: REAUTHENTICATION.maxWrongPasswords }, (_, wrongSoFar) => judgeReauthentication(attempt({ wrongSoFar })));
    expect(verdicts.slice(0, -1)).toEqual(
      Array.from({ length: REAUTHENTICATION.maxWrongPasswords - 1 }, (_, i) => ({ ok: false, code: 'auth/wrong-password', attemptsLeft: REAUTHENTICATION.maxWrongPasswords - i - 1 })),
    );
    expect(verdicts.at(-1)).toEqual({ ok: false, code: 'auth/reauth-locked' });
  });

  it('an account without a password (provider sign-in) is proven by a sign-in within the window, whatever was typed', () => {
    const provider = { hasPassword: false, password: '' };
    expect(judgeReauthentication(attempt({ ...provider, signedInAt: now - REAUTHENTICATION.freshSignInMs }))).toEqual({ ok: true });
    expect(judgeReauthentication(attempt({ ...provider, signedInAt: now - REAUTHENTICATION.freshSignInMs - 1 }))).toEqual({ ok: false, code: 'auth/reauth-required' });
    expect(judgeReauthentication(attempt({ ...provider, password: 'cokoli', signedInAt: now - 3_600_000 }))).toEqual({ ok: false, code: 'auth/reauth-required' });
  });

  it('only a string of sane length is a password; anything else is none', () => {
    expect(reauthenticationPassword('Svatba2027a')).toBe('Svatba2027a');
    for (const value of [undefined, null, 42, { password: 'x' }, 'x'.repeat(REAUTHENTICATION.maxPasswordLength + 1)]) {
      expect(reauthenticationPassword(value)).toBe('');
    }
  });
});
