import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import { socialProviders, type SocialProvider, type SocialSignInPort } from '../../ports/social-sign-in-port';

export interface ConsentChoice {
  /** False: an address the provider has not verified. */
  verified?: boolean;
  /** The visitor presses "Cancel" on the consent screen. */
  decline?: boolean;
}

export interface SocialSignInHarness {
  social: SocialSignInPort;
  /** The same accounts' AuthPort (one object in both adapters): it shows whose session is current. */
  auth: AuthPort;
  /** Signs an existing password account in, so that a previous session exists. */
  signInSomeone(): Promise<User>;
  /** A confirmed account that signs in with this password; nobody is signed in afterwards. */
  passwordAccount(): Promise<{ email: string; password: string }>;
  /** A provider the backend has enabled. */
  enabled: SocialProvider;
  /** A provider the backend has not enabled; omit when every provider is enabled (that test is then skipped). */
  disabled?: SocialProvider;
  /**
   * The visitor opens `startUrl(provider)`, signs in at the provider's consent screen with the provider account
   * `email` (or declines) and comes back to the callback page: what the browser came back with there.
   */
  consent(provider: SocialProvider, email: string, choice?: ConsentChoice): Promise<URLSearchParams>;
}

let counter = 0;
/** A provider account's address, written as the provider may hand it over (capitals); the account's is lower case. */
const providerEmail = () => `Novy.Par-${Date.now().toString(36)}-${(counter += 1)}@Example.cz`;

/** Behaviour of sign-in through a provider (ports/social-sign-in-port.ts), whatever backend runs the exchange. */
export function socialSignInContract(name: string, setup: () => Promise<SocialSignInHarness>) {
  describe(`SocialSignInPort contract: ${name}`, () => {
    it('sends the browser to a distinct address per provider', async () => {
      const { social } = await setup();
      const urls = socialProviders.map((provider) => social.startUrl(provider));
      urls.forEach((url, i) => expect(url).toContain(socialProviders[i]));
      expect(new Set(urls).size).toBe(socialProviders.length);
    });

    it('exchanges a completed consent for a visitor session that replaces any previous one, confirmed under the provider’s e-mail', async () => {
      const { social, auth, signInSomeone, enabled, consent } = await setup();
      const email = providerEmail();
      const returned = await consent(enabled, email);
      const before = await signInSomeone();
      const user = await social.complete(enabled, returned);
      expect(user.id).not.toBe(before.id);
      expect(user).toMatchObject({ email: email.toLowerCase(), roles: ['visitor'], confirmed: true });
      expect(auth.currentUser()).toEqual(user);
    });

    it('signs the same provider account in again with a later consent', async () => {
      const { social, auth, enabled, consent } = await setup();
      const email = providerEmail();
      const first = await social.complete(enabled, await consent(enabled, email));
      await auth.signOut();
      const again = await social.complete(enabled, await consent(enabled, email));
      expect(again.id).toBe(first.id);
    });

    it('exchanges a consent once: the same answer again is auth/provider-failed and leaves nobody signed in', async () => {
      const { social, auth, enabled, consent } = await setup();
      const returned = await consent(enabled, providerEmail());
      await social.complete(enabled, returned);
      await expect(social.complete(enabled, returned)).rejects.toMatchObject({ code: 'auth/provider-failed' });
      expect(auth.currentUser()).toBeNull();
    });

    it('refuses without a completed consent, after a declined one, and for an e-mail the provider does not vouch for: auth/provider-failed, nobody signed in', async () => {
      const { social, auth, signInSomeone, enabled, consent } = await setup();
      const email = providerEmail();
      const answers: Array<[string, () => Promise<URLSearchParams>]> = [
        ['never went to the provider', async () => new URLSearchParams()],
        ['declined', () => consent(enabled, email, { decline: true })],
        ['unverified e-mail', () => consent(enabled, email, { verified: false })],
      ];
      for (const [label, answer] of answers) {
        const returned = await answer();
        await signInSomeone();
        await expect(social.complete(enabled, returned), label).rejects.toMatchObject({ code: 'auth/provider-failed' });
        expect(auth.currentUser(), label).toBeNull();
      }
      // None of them made an account: the address, once verified, gets a new one.
      await expect(social.complete(enabled, await consent(enabled, email))).resolves.toMatchObject({ email: email.toLowerCase() });
    });

    it('refuses a provider e-mail that belongs to a password account: auth/provider-email-taken, that account neither signed in nor changed', async () => {
      const { social, auth, passwordAccount, enabled, consent } = await setup();
      const owner = await passwordAccount();
      const returned = await consent(enabled, owner.email.toUpperCase());
      await expect(social.complete(enabled, returned)).rejects.toMatchObject({ code: 'auth/provider-email-taken' });
      expect(auth.currentUser()).toBeNull();
      await expect(auth.signIn({ identifier: owner.email, password: owner.password })).resolves.toMatchObject({ email: owner.email });
    });

    it('refuses a provider that is not enabled with auth/unsupported and leaves nobody signed in', async (context) => {
      const { social, auth, signInSomeone, disabled } = await setup();
      if (!disabled) return context.skip();
      await signInSomeone();
      await expect(social.complete(disabled, new URLSearchParams())).rejects.toMatchObject({ code: 'auth/unsupported' });
      expect(auth.currentUser()).toBeNull();
    });
  });
}
