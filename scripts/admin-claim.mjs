// Shared by scripts/admin-grant.mjs and scripts/admin-revoke.mjs: reads the e-mail argument, connects firebase-admin
// to the emulators (FIREBASE_AUTH_EMULATOR_HOST set, e.g. inside scripts/emulators/run.mjs --exec) or to the real
// project (GOOGLE_APPLICATION_CREDENTIALS with a service-account key, and FIREBASE_PROJECT_ID or
// GOOGLE_CLOUD_PROJECT), finds the account and runs `change` on it. Exit codes: 0 done, 1 failed (unknown e-mail
// included), 2 usage or configuration.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Only `admin` is ours: the account's other claims stay as they are. `admin` is exactly the boolean when set. */
export function claimsWithAdmin(claims, admin) {
  const { admin: _previous, ...others } = claims ?? {};
  return admin ? { ...others, admin: true } : others;
}

/**
 * @param {string} script the script's path, for the usage line
 * @param {(auth: import('firebase-admin/auth').Auth, user: import('firebase-admin/auth').UserRecord) => Promise<string>} change
 *   does the work and answers what to print, completed by where it happened
 */
export async function runOnAccount(script, change) {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    console.error(`usage: node ${script} <email>`);
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
  } catch (error) {
    const code = error?.errorInfo?.code ?? error?.code;
    console.error(
      code === 'auth/user-not-found'
        ? `No account with e-mail ${email}${emulator ? ` on the Auth emulator ${emulator}` : ` in ${projectId}`}; nothing changed.`
        : `Failed: ${error?.message ?? error}`,
    );
    process.exit(1);
  }
}
