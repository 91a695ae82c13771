// Shared by admin-grant.ts and admin-revoke.ts: reads the e-mail argument, connects firebase-admin
// to the emulators (FIREBASE_AUTH_EMULATOR_HOST set, e.g. inside scripts/dev/emulators/run.ts --exec) or to the real
// project (GOOGLE_APPLICATION_CREDENTIALS with a service-account key, and FIREBASE_PROJECT_ID or
// GOOGLE_CLOUD_PROJECT), finds the account and runs `change` on it. Exit codes: 0 done, 1 failed (unknown e-mail
// included), 2 usage or configuration.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';

/** Only `admin` is ours: the account's other claims stay as they are. `admin` is exactly the boolean when set. */
export function claimsWithAdmin(claims: Record<string, unknown> | undefined, admin: boolean): Record<string, unknown> {
  const { admin: _previous, ...others } = claims ?? {};
  return admin ? { ...others, admin: true } : others;
}

/**
 * `script` is the script's path, for the usage line; `change` does the work and answers what to print, completed by
 * where it happened.
 */
export async function runOnAccount(script: string, change: (auth: Auth, user: UserRecord) => Promise<string>): Promise<void> {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    console.error(`usage: node --import tsx ${script} <email>`);
    process.exit(2);
  }

  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!emulator && (!process.env.GOOGLE_APPLICATION_CREDENTIALS || !projectId)) {
    console.error('Set GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_PROJECT_ID (or FIREBASE_AUTH_EMULATOR_HOST for the emulators).');
    process.exit(2);
  }

  try {
    const app = initializeApp(emulator ? { projectId: projectId ?? 'demo-svatebni-fotograf' } : { credential: applicationDefault(), projectId });
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email);
    const done = await change(auth, user);
    console.log(`${email} (${user.uid}) ${done}${emulator ? ` (Auth emulator ${emulator})` : ` (project ${projectId})`}.`);
  } catch (caught) {
    const error = caught as { errorInfo?: { code?: string }; code?: string; message?: string } | undefined;
    const code = error?.errorInfo?.code ?? error?.code;
    console.error(
      code === 'auth/user-not-found'
        ? `No account with e-mail ${email}${emulator ? ` on the Auth emulator ${emulator}` : ` in ${projectId}`}; nothing changed.`
        : `Failed: ${error?.message ?? String(caught)}`,
    );
    process.exit(1);
  }
}
