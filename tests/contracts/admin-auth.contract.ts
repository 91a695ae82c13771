import { describe, expect, it, vi } from 'vitest';
import type { Credentials } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';

export interface AdminAuthHarness {
  auth: AuthPort;
  /** A fresh account; 'not-admin' is one without the boolean admin claim (a string claim or a role field). */
  createAccount(kind: 'admin' | 'not-admin'): Promise<Credentials>;
  /** The reset code the reset e-mail would carry. */
  resetCodeFor(email: string): Promise<string | undefined>;
}

const NEW_PASSWORD = 'Nove-heslo-2027';

/** The photographer's sign-in (ports/auth-port.ts, the admin subset: no registration). */
export function adminAuthContract(name: string, setup: () => Promise<AdminAuthHarness>) {
  describe(`AuthPort contract (admin sign-in): ${name}`, () => {
    it('starts anonymous', async () => {
      const { auth } = await setup();
      await expect(auth.ready()).resolves.toBeNull();
      expect(auth.currentUser()).toBeNull();
      // Nothing was stored, so nothing ended.
      expect(auth.sessionEnded()).toBe(false);
    });

    it('signs the admin in with the admin role and tells listeners after the state changed', async () => {
      const { auth, createAccount } = await setup();
      await auth.ready();
      const admin = await createAccount('admin');
      const seen: Array<string | null> = [];
      auth.onChange(() => seen.push(auth.currentUser()?.email ?? null));
      const user = await auth.signIn(admin);
      expect(user).toMatchObject({ email: admin.identifier, roles: ['admin'] });
      expect(auth.currentUser()?.roles).toEqual(['admin']);
      expect(seen).toEqual([admin.identifier]);
    });

    it('gives an account without the boolean admin claim no admin role', async () => {
      const { auth, createAccount } = await setup();
      const other = await createAccount('not-admin');
      await expect(auth.signIn(other)).resolves.toMatchObject({ roles: ['visitor'] });
    });

    it('rejects a wrong password and leaves nobody signed in', async () => {
      const { auth, createAccount } = await setup();
      const admin = await createAccount('admin');
      await expect(auth.signIn({ ...admin, password: 'Spatne-heslo-1' })).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
      expect(auth.currentUser()).toBeNull();
    });

    it('signs out idempotently and notifies with null', async () => {
      const { auth, createAccount } = await setup();
      await auth.signIn(await createAccount('admin'));
      const listener = vi.fn();
      auth.onChange(listener);
      await auth.signOut();
      await auth.signOut();
      expect(auth.currentUser()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(null);
    });

    it('changes the password only when signed in and with the right current one', async () => {
      const { auth, createAccount } = await setup();
      const admin = await createAccount('admin');
      const change = { currentPassword: admin.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
      await expect(auth.changePassword(change)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await auth.signIn(admin);
      await expect(auth.changePassword({ ...change, currentPassword: 'Spatne-1' })).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
      await auth.changePassword(change);
      await auth.signOut();
      await expect(auth.signIn({ ...admin, password: NEW_PASSWORD })).resolves.toMatchObject({ roles: ['admin'] });
    });

    it('resets the password with the e-mailed code; malformed codes change nothing', async () => {
      const { auth, createAccount, resetCodeFor } = await setup();
      const admin = await createAccount('admin');
      // The admin sign-in has no bot barrier of its own (Firebase Auth guards its endpoints): no challenge needed.
      await auth.requestPasswordReset(admin.identifier, '');
      const reset = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
      for (const code of [{}, '', null, 'neplatny-kod']) {
        await expect(auth.resetPassword({ ...reset, code: code as string })).rejects.toMatchObject({ code: 'auth/invalid-reset-code' });
      }
      const code = await resetCodeFor(admin.identifier);
      expect(code).toBeTruthy();
      await expect(auth.resetPassword({ ...reset, code: code! })).resolves.toMatchObject({ email: admin.identifier });
      await auth.signOut();
      await expect(auth.signIn({ ...admin, password: NEW_PASSWORD })).resolves.toMatchObject({ roles: ['admin'] });
    });

    it('answers a reset request for an unknown e-mail like any other (no account probing)', async () => {
      const { auth } = await setup();
      await expect(auth.requestPasswordReset(`nikdo-${Date.now()}@example.cz`, '')).resolves.toBeUndefined();
    });
  });
}
