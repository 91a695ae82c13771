import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createAccount, onEmulators } from '../../tests/support/emulator-support';

const run = promisify(execFile);

async function claimsOf(uid: string) {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = getApps().find((a) => a.name === 'grant-check') ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'grant-check');
  return (await getAuth(app).getUser(uid)).customClaims;
}

describe.skipIf(!onEmulators)('scripts/ops/admin-grant.ts on the Auth emulator', () => {
  it('sets the boolean admin claim and keeps the account’s other claims', async () => {
    const account = await createAccount({ team: 'foto' });
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/ops/admin-grant.ts', account.identifier]);
    expect(stdout).toContain('is now an admin');
    expect(await claimsOf(account.uid)).toEqual({ team: 'foto', admin: true });
  });

  it('fails with a clear message for an unknown e-mail and without arguments', async () => {
    await expect(run('node', ['--import', 'tsx', 'scripts/ops/admin-grant.ts', 'nikdo-neexistuje@example.cz'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account'),
    });
    await expect(run('node', ['--import', 'tsx', 'scripts/ops/admin-grant.ts'])).rejects.toMatchObject({ code: 2 });
  });
});
