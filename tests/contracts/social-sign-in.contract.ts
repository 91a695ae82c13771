import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import { socialProviders, type SocialProvider, type SocialSignInPort } from '../../ports/social-sign-in-port';

export interface SocialSignInHarness {
  social: SocialSignInPort;
  /** The same accounts' AuthPort (one object in both adapters): it shows whose session is current. */
  auth: AuthPort;
  /** Signs an existing account in with its password, so that a previous session exists. */
  signInSomeone(): Promise<User>;
  /** A provider the backend has enabled. */
  enabled: SocialProvider;
  /** A provider the backend has not enabled; omit when every provider is enabled (that test is then skipped). */
  disabled?: SocialProvider;
  /**
   * A token `provider` hands back after the visitor consented. Omit when the harness cannot mint one (a real Google
   * or Facebook behind Strapi): the tests of a successful sign-in are then skipped, the refusals still run.
   */
  grantToken?(provider: SocialProvider): Promise<string>;
}

/** Behaviour of sign-in through a provider (ports/social-sign-in-port.ts), whatever backend exchanges the token. */
export function socialSignInContract(name: string, setup: () => Promise<SocialSignInHarness>) {
  describe(`SocialSignInPort contract: ${name}`, () => {
    it('sends the browser to a distinct address per provider', async () => {
      const { social } = await setup();
      const urls = socialProviders.map((provider) => social.startUrl(provider));
      urls.forEach((url, i) => expect(url).toContain(socialProviders[i]));
      expect(new Set(urls).size).toBe(socialProviders.length);
    });

    it('exchanges a granted token for a visitor session that replaces any previous one', async (context) => {
      const { social, auth, signInSomeone, enabled, grantToken } = await setup();
      if (!grantToken) return context.skip();
      const before = await signInSomeone();
      const user = await social.complete(enabled, await grantToken(enabled));
      expect(user.id).not.toBe(before.id);
      expect(user.roles).toEqual(['visitor']);
      expect(auth.currentUser()).toEqual(user);
    });

    it('signs the same visitor in again with a later token', async (context) => {
      const { social, auth, enabled, grantToken } = await setup();
      if (!grantToken) return context.skip();
      const first = await social.complete(enabled, await grantToken(enabled));
      await auth.signOut();
      const again = await social.complete(enabled, await grantToken(enabled));
      expect(again.id).toBe(first.id);
    });

    it('refuses a rejected or expired token with auth/invalid-credentials and leaves nobody signed in', async () => {
      const { social, auth, signInSomeone, enabled } = await setup();
      await signInSomeone();
      await expect(social.complete(enabled, 'neplatny-token')).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
      expect(auth.currentUser()).toBeNull();
    });

    it('refuses a provider that is not enabled with auth/unsupported and leaves nobody signed in', async (context) => {
      const { social, auth, signInSomeone, disabled, grantToken } = await setup();
      if (!disabled) return context.skip();
      await signInSomeone();
      const token = grantToken ? await grantToken(disabled) : 'libovolny-token';
      await expect(social.complete(disabled, token)).rejects.toMatchObject({ code: 'auth/unsupported' });
      expect(auth.currentUser()).toBeNull();
    });
  });
}
