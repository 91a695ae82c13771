import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';
import { forgedChallenge } from '../support/bot-challenge-solver';

export interface AuthHarness {
  auth: AuthPort;
  /** What clicking the confirmation link in the e-mail does. */
  confirmEmail(email: string): Promise<void>;
  /** How many confirmation e-mails (registration and resends) `email` has received so far. */
  confirmationMailsTo(email: string): Promise<number>;
  /** The reset code the newest reset e-mail carries; undefined when no reset e-mail was sent. */
  resetCodeFor(email: string): Promise<string | undefined>;
  /** A fresh challenge from this backend's account challenges, solved as the form's widget solves it. */
  challenge(): Promise<string>;
  /** A challenge this backend signed, correctly solved, but past its expiry. */
  expiredChallenge(): Promise<string>;
  /** Whether the accounts service accepts this session token now — what the functions' identity gate asks it. */
  accepts(token: string): Promise<boolean>;
  /** The same adapter in a second browser on the same accounts service (its own session). */
  anotherBrowser(): AuthPort;
}

let counter = 0;
const uniqueEmail = () => `par-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const PASSWORD = 'Svatba2027a';

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ code });
}

const registrationOf = (email: string) => ({ username: email.split('@')[0]!, email, password: PASSWORD });

/** Every way a bot's request can lack a valid challenge: none, not a payload, expired, forged, already used. */
async function failingChallenges(harness: AuthHarness, spent: string): Promise<Array<[string, string]>> {
  return [
    ['none', ''],
    ['malformed', 'bm90LWEtcGF5bG9hZA=='],
    ['expired', await harness.expiredChallenge()],
    ['forged', await forgedChallenge()],
    ['replayed', spent],
  ];
}

/** Visitor-account behaviour every AuthPort adapter must show (ports/auth-port.ts). */
export function authContract(name: string, setup: () => Promise<AuthHarness>) {
  describe(`AuthPort contract (visitor accounts): ${name}`, () => {
    it('starts anonymous', async () => {
      const { auth } = await setup();
      await expect(auth.ready()).resolves.toBeNull();
      expect(auth.currentUser()).toBeNull();
      // Nothing was stored, so nothing ended.
      expect(auth.sessionEnded()).toBe(false);
    });

    it('registers without starting a session until the e-mail is confirmed', async () => {
      const { auth, confirmEmail, challenge } = await setup();
      const email = uniqueEmail();
      const result = await auth.register(registrationOf(email), await challenge());
      expect(result.confirmationRequired).toBe(true);
      expect(result.user.email).toBe(email);
      expect(auth.currentUser()).toBeNull();
      await expectCode(auth.signIn({ identifier: email, password: PASSWORD }), 'auth/not-confirmed');
      await confirmEmail(email);
      const listener = vi.fn();
      auth.onChange(listener);
      const user = await auth.signIn({ identifier: email, password: PASSWORD });
      expect(user.email).toBe(email);
      expect(auth.currentUser()?.email).toBe(email);
      expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ email }));
    });

    it('refuses a taken e-mail and a weak password', async () => {
      const { auth, challenge } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await expectCode(auth.register({ username: `${email.split('@')[0]!}x`, email, password: PASSWORD }, await challenge()), 'auth/email-taken');
      await expectCode(auth.register({ username: 'slabe', email: uniqueEmail(), password: 'abc' }, await challenge()), 'auth/weak-password');
    });

    it('rejects a wrong password and leaves nobody signed in', async () => {
      const { auth, confirmEmail, challenge } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      await expectCode(auth.signIn({ identifier: email, password: 'Spatne-heslo-1' }), 'auth/invalid-credentials');
      expect(auth.currentUser()).toBeNull();
    });

    it('changes the password only with the right current one, and signs out idempotently', async () => {
      const { auth, confirmEmail, challenge } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      await expectCode(
        auth.changePassword({ currentPassword: PASSWORD, password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' }),
        'auth/not-signed-in',
      );
      await auth.signIn({ identifier: email, password: PASSWORD });
      await expectCode(
        auth.changePassword({ currentPassword: 'Spatne-1', password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' }),
        'auth/invalid-credentials',
      );
      await auth.changePassword({ currentPassword: PASSWORD, password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' });
      const listener = vi.fn();
      auth.onChange(listener);
      await auth.signOut();
      await auth.signOut();
      expect(auth.currentUser()).toBeNull();
      expect(listener).toHaveBeenCalledWith(null);
      await expect(auth.signIn({ identifier: email, password: 'Nove-heslo-2' })).resolves.toMatchObject({ email });
    });

    it('resets a password with the e-mailed code; malformed codes change nothing', async () => {
      const { auth, confirmEmail, resetCodeFor, challenge } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      await auth.requestPasswordReset(email, await challenge());
      for (const code of [{}, [], '', null, 'neplatny-kod']) {
        await expectCode(
          auth.resetPassword({ code: code as string, password: 'Reset-heslo-3', passwordConfirmation: 'Reset-heslo-3' }),
          'auth/invalid-reset-code',
        );
      }
      await auth.signOut();
      await expect(auth.signIn({ identifier: email, password: PASSWORD })).resolves.toMatchObject({ email });
      await auth.signOut();
      const code = await resetCodeFor(email);
      expect(code).toBeTruthy();
      await auth.resetPassword({ code: code!, password: 'Reset-heslo-3', passwordConfirmation: 'Reset-heslo-3' });
      await auth.signOut();
      await expect(auth.signIn({ identifier: email, password: 'Reset-heslo-3' })).resolves.toMatchObject({ email });
    });

    it('signing out takes the session back: its token is refused from then on', async () => {
      const { auth, confirmEmail, challenge, accepts } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      await auth.signIn({ identifier: email, password: PASSWORD });
      const token = await auth.sessionToken!();
      expect(token).toBeTruthy();
      expect(await accepts(token!)).toBe(true);
      await auth.signOut();
      expect(await accepts(token!)).toBe(false);
      await expect(auth.sessionToken!()).resolves.toBeNull();
    });

    it('a password change takes back every session of the account, in every browser, and continues here with a new one', async () => {
      const { auth, confirmEmail, challenge, accepts, anotherBrowser } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      const other = anotherBrowser();
      await auth.signIn({ identifier: email, password: PASSWORD });
      await other.signIn({ identifier: email, password: PASSWORD });
      const [before, elsewhere] = [await auth.sessionToken!(), await other.sessionToken!()];
      expect([await accepts(before!), await accepts(elsewhere!)]).toEqual([true, true]);

      await auth.changePassword({ currentPassword: PASSWORD, password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' });
      const after = await auth.sessionToken!();
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect([await accepts(before!), await accepts(elsewhere!), await accepts(after!)]).toEqual([false, false, true]);
      expect(auth.currentUser()?.email).toBe(email);
      await expect(other.signIn({ identifier: email, password: 'Nove-heslo-2' })).resolves.toMatchObject({ email });
    });

    it('a password reset takes back every session of the account and starts a new one', async () => {
      const { auth, confirmEmail, challenge, resetCodeFor, accepts, anotherBrowser } = await setup();
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      const other = anotherBrowser();
      await other.signIn({ identifier: email, password: PASSWORD });
      const elsewhere = await other.sessionToken!();
      await auth.requestPasswordReset(email, await challenge());
      await auth.resetPassword({ code: (await resetCodeFor(email))!, password: 'Reset-heslo-4', passwordConfirmation: 'Reset-heslo-4' });
      const started = await auth.sessionToken!();
      expect([await accepts(elsewhere!), await accepts(started!)]).toEqual([false, true]);
      expect(auth.currentUser()?.email).toBe(email);
    });

    it('answers a reset request for an unknown e-mail like any other (no account probing)', async () => {
      const { auth, challenge } = await setup();
      await expect(auth.requestPasswordReset(uniqueEmail(), await challenge())).resolves.toBeUndefined();
    });

    it('refuses a registration without a solved challenge, or with a malformed, expired, forged or replayed one: bot/challenge-failed, no account', async () => {
      const harness = await setup();
      const { auth, challenge } = harness;
      const spent = await challenge();
      await auth.register(registrationOf(uniqueEmail()), spent);
      const email = uniqueEmail();
      for (const [label, bad] of await failingChallenges(harness, spent)) {
        await expect(auth.register(registrationOf(email), bad), label).rejects.toMatchObject({ code: 'bot/challenge-failed' });
      }
      expect(auth.currentUser()).toBeNull();
      // None of them made the account: the e-mail is still free for a person whose browser solved a challenge.
      await expect(auth.register(registrationOf(email), await challenge())).resolves.toMatchObject({ user: { email } });
    });

    it('refuses a reset request without a solved challenge, or with a malformed, expired, forged or replayed one: bot/challenge-failed, no e-mail', async () => {
      const harness = await setup();
      const { auth, challenge, confirmEmail, resetCodeFor } = harness;
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await confirmEmail(email);
      const spent = await challenge();
      await auth.requestPasswordReset(uniqueEmail(), spent);
      for (const [label, bad] of await failingChallenges(harness, spent)) {
        await expect(auth.requestPasswordReset(email, bad), label).rejects.toMatchObject({ code: 'bot/challenge-failed' });
      }
      expect(await resetCodeFor(email)).toBeUndefined();
      await auth.requestPasswordReset(email, await challenge());
      expect(await resetCodeFor(email)).toBeTruthy();
    });

    it('resends the confirmation link with a solved challenge; without one, or with a malformed, expired, forged or replayed one: bot/challenge-failed, no e-mail', async () => {
      const harness = await setup();
      const { auth, challenge, confirmationMailsTo } = harness;
      const email = uniqueEmail();
      await auth.register(registrationOf(email), await challenge());
      await expect.poll(() => confirmationMailsTo(email)).toBe(1);
      const spent = await challenge();
      // An unknown address is answered like a known one (and spends the challenge).
      await expect(auth.sendEmailConfirmation(uniqueEmail(), spent)).resolves.toBeUndefined();
      for (const [label, bad] of await failingChallenges(harness, spent)) {
        await expect(auth.sendEmailConfirmation(email, bad), label).rejects.toMatchObject({ code: 'bot/challenge-failed' });
      }
      // The refused requests were answered before this one was sent: had any of them mailed, its mail came first.
      await auth.sendEmailConfirmation(email, await challenge());
      await expect.poll(() => confirmationMailsTo(email)).toBeGreaterThanOrEqual(2);
      expect(await confirmationMailsTo(email)).toBe(2);
    });
  });
}
