import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';

export interface AuthHarness {
  auth: AuthPort;
  /** What clicking the confirmation link in the e-mail does. */
  confirmEmail(email: string): Promise<void>;
  /** The reset code the reset e-mail would carry. */
  resetCodeFor(email: string): Promise<string | undefined>;
}

let counter = 0;
const uniqueEmail = () => `par-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const PASSWORD = 'Svatba2027a';

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ code });
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
      const { auth, confirmEmail } = await setup();
      const email = uniqueEmail();
      const result = await auth.register({ username: email.split('@')[0]!, email, password: PASSWORD });
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
      const { auth } = await setup();
      const email = uniqueEmail();
      await auth.register({ username: email.split('@')[0]!, email, password: PASSWORD });
      await expectCode(auth.register({ username: `${email.split('@')[0]!}x`, email, password: PASSWORD }), 'auth/email-taken');
      await expectCode(auth.register({ username: 'slabe', email: uniqueEmail(), password: 'abc' }), 'auth/weak-password');
    });

    it('rejects a wrong password and leaves nobody signed in', async () => {
      const { auth, confirmEmail } = await setup();
      const email = uniqueEmail();
      await auth.register({ username: email.split('@')[0]!, email, password: PASSWORD });
      await confirmEmail(email);
      await expectCode(auth.signIn({ identifier: email, password: 'Spatne-heslo-1' }), 'auth/invalid-credentials');
      expect(auth.currentUser()).toBeNull();
    });

    it('changes the password only with the right current one, and signs out idempotently', async () => {
      const { auth, confirmEmail } = await setup();
      const email = uniqueEmail();
      await auth.register({ username: email.split('@')[0]!, email, password: PASSWORD });
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
      const { auth, confirmEmail, resetCodeFor } = await setup();
      const email = uniqueEmail();
      await auth.register({ username: email.split('@')[0]!, email, password: PASSWORD });
      await confirmEmail(email);
      await auth.requestPasswordReset(email);
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

    it('answers a reset request for an unknown e-mail like any other (no account probing)', async () => {
      const { auth } = await setup();
      await expect(auth.requestPasswordReset(uniqueEmail())).resolves.toBeUndefined();
    });
  });
}
