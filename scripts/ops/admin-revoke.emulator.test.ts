import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { FirebaseBookingAdmin } from '../../adapters/firebase/firebase-booking-admin';
import { FirestoreBookingRepository } from '../../adapters/firebase/firestore-booking-repository';
import { aBooking } from '../../tests/support/booking-mother';
import { createAccount, disposeWebApps, onEmulators, webStartup } from '../../tests/support/emulator-support';

const run = promisify(execFile);

async function claimsOf(uid: string) {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((a) => a.name === 'revoke-check') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'revoke-check');
  return (await getAuth(app).getUser(uid)).customClaims ?? {};
}

/** A signed-in web app of its own, as the photographer's browser. */
async function desk(credentials: { identifier: string; password: string }) {
  const startup = webStartup();
  const user = await new FirebaseAuth(startup).signIn(credentials);
  return { user, startup, admin: new FirebaseBookingAdmin(startup), bookings: new FirestoreBookingRepository(startup) };
}

describe.skipIf(!onEmulators)('scripts/ops/admin-revoke.ts on the emulators', () => {
  afterAll(disposeWebApps);

  it('grant → the admin acts → revoke → the claim is gone, the desk callable refuses the still-valid old token, no new token carries the claim', async () => {
    const account = await createAccount({ team: 'foto' });
    await run('node', ['--import', 'tsx', 'scripts/ops/admin-grant.ts', account.identifier]);
    const before = await desk(account);
    expect(before.user.roles).toEqual(['admin']);
    const first = await before.bookings.create(aBooking({ weddingDate: '2028-04-01' }));
    const second = await before.bookings.create(aBooking({ weddingDate: '2028-04-02' }));
    await expect(before.admin.changeStatus(first.id, 'declined')).resolves.toMatchObject({ status: 'declined' });

    // Revocation is recorded in whole seconds and compared with the sign-in time: let that second pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/ops/admin-revoke.ts', account.identifier]);
    expect(stdout).toContain('is no longer an admin');
    expect(await claimsOf(account.uid)).toEqual({ team: 'foto' });

    // The browser still holds an unexpired ID token that says admin: the desk callables check revocation anyway.
    await expect(before.admin.changeStatus(second.id, 'declined')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    // A new ID token cannot carry the claim any more. In production the revoked refresh token is refused outright
    // (auth/user-token-expired, and the SDK signs the user out); the Auth emulator does not enforce revocation on
    // refresh and issues a token without the claim. Either way the desk is closed.
    const { auth } = await before.startup.services();
    const refreshed = await auth.currentUser!.getIdTokenResult(true).then(
      (token) => ({ admin: token.claims.admin }),
      (error: { code?: string }) => ({ error: error.code }),
    );
    expect([{ admin: undefined }, { error: 'auth/user-token-expired' }]).toContainEqual(refreshed);
    if ('admin' in refreshed) {
      await expect(before.admin.changeStatus(second.id, 'declined')).rejects.toMatchObject({ code: 'auth/forbidden' });
    }

    // Signing in again gives a session without the claim: a visitor to the desk.
    const after = await desk(account);
    expect(after.user.roles).toEqual(['visitor']);
    await expect(after.admin.changeStatus(second.id, 'declined')).rejects.toMatchObject({ code: 'auth/forbidden' });
  });

  it('fails with a clear message for an unknown e-mail and without arguments; revoking a non-admin keeps its claims', async () => {
    await expect(run('node', ['--import', 'tsx', 'scripts/ops/admin-revoke.ts', 'nikdo-neexistuje@example.cz'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with e-mail nikdo-neexistuje@example.cz'),
    });
    await expect(run('node', ['--import', 'tsx', 'scripts/ops/admin-revoke.ts'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
    const visitor = await createAccount({ team: 'foto' });
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/ops/admin-revoke.ts', visitor.identifier]);
    expect(stdout).toContain('was not an admin');
    expect(await claimsOf(visitor.uid)).toEqual({ team: 'foto' });
  });
});
