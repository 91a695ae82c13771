import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { adminAuthContract } from '../../tests/contracts/admin-auth.contract';
import { authContract } from '../../tests/contracts/auth.contract';
import { socialSignInContract } from '../../tests/contracts/social-sign-in.contract';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import { solve } from '../../tests/support/bot-challenge-solver';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBotChallenges } from './in-memory-bot-challenges';

// The couples' accounts fake with its bot barrier, as the memory composition root binds it (its challenges solved at
// the first try: the contract is about what is refused, not what solving costs).
authContract('in-memory', async () => {
  const bot = new InMemoryBotChallenges({ botChallengeMaxCounter: 1 });
  const auth = new InMemoryAuth({}, bot);
  return {
    auth,
    confirmEmail: async (email) => auth.confirmEmail(email),
    confirmationMailsTo: async (email) => auth.confirmationMailsTo(email),
    resetCodeFor: async (email) => auth.resetCodeFor(email),
    challenge: async () => solve(await bot.issue()),
    expiredChallenge: async () => solve(await bot.challenges.issue(new Date(Date.now() - BOT_CHALLENGE.ttlMs - 60_000))),
    accepts: async (token) => auth.accepts(token),
    anotherBrowser: () => auth.anotherBrowser(),
  };
});

let n = 0;

// The admin subset of AuthPort, as the Firebase adapter is held to it against the Auth emulator.
adminAuthContract('in-memory', async () => {
  const auth = new InMemoryAuth({});
  return {
    auth,
    async createAccount(kind) {
      const credentials = { identifier: `admin-${(n += 1)}-${Date.now().toString(36)}@example.cz`, password: 'Fotograf2027' };
      auth.addAccount({
        email: credentials.identifier,
        password: credentials.password,
        displayName: 'Fotografka',
        roles: kind === 'admin' ? ['admin'] : ['visitor'],
      });
      return credentials;
    },
    resetCodeFor: async (email) => auth.resetCodeFor(email),
  };
});

const visitor = DEMO_ACCOUNTS.find((a) => !a.roles.includes('admin'))!;

socialSignInContract('in-memory', async () => {
  const auth = new InMemoryAuth({});
  auth.disableProvider('facebook');
  return {
    social: auth,
    auth,
    signInSomeone: () => auth.signIn({ identifier: visitor.email, password: visitor.password }),
    passwordAccount: async () => ({ email: visitor.email, password: visitor.password }),
    enabled: 'google',
    disabled: 'facebook',
    consent: async (provider, email, choice = {}) =>
      choice.decline ? new URLSearchParams({ error: 'access_denied' }) : auth.grantConsent({ provider, email, verified: choice.verified ?? true }),
  };
});

describe('in-memory social sign-in specifics', () => {
  it('the demo provider consents at once from its start address, as often as it is clicked', async () => {
    const auth = new InMemoryAuth({});
    const returned = new URL(auth.startUrl('google'), 'http://localhost').searchParams;
    const first = await auth.complete('google', returned);
    await auth.signOut();
    await expect(auth.complete('google', returned)).resolves.toMatchObject({ id: first.id, email: 'google.uzivatel@example.cz', confirmed: true });
    // A consent granted for one provider is no answer of another.
    await expect(auth.complete('facebook', auth.grantConsent({ provider: 'google', email: 'x@example.cz', verified: true }))).rejects.toMatchObject({
      code: 'auth/provider-failed',
    });
  });
});

describe('in-memory auth specifics', () => {
  it('rate-limits failed sign-ins (10 a minute), whatever e-mail is tried', async () => {
    let now = new Date('2026-11-22T10:00:00Z').getTime();
    const auth = new InMemoryAuth({ now: () => new Date(now) });
    for (let i = 0; i < 10; i += 1) {
      await expect(auth.signIn({ identifier: `x${i}@example.cz`, password: 'x' })).rejects.toMatchObject({
        code: 'auth/invalid-credentials',
      });
    }
    await expect(auth.signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' })).rejects.toMatchObject({
      code: 'auth/rate-limited',
    });
    now += 61_000;
    await expect(auth.signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' })).resolves.toMatchObject({
      roles: ['admin'],
    });
  });
});
