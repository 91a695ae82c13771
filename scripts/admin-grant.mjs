#!/usr/bin/env node
// Makes an existing Firebase Auth account the photographer's admin: sets the custom claim { admin: true }
// (the boolean the rules and functions check).
//   node scripts/admin-grant.mjs <email>
// Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (e.g. inside scripts/emulators/run.mjs --exec);
// otherwise against the real project: GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and
// FIREBASE_PROJECT_ID (or GOOGLE_CLOUD_PROJECT). The user must sign in again (or refresh the token) to get it.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const email = process.argv[2]?.trim();
if (!email || !email.includes('@')) {
  console.error('usage: node scripts/admin-grant.mjs <email>');
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
  // Keep other claims the account may have; only `admin` is ours.
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  console.log(`${email} (${user.uid}) is now an admin${emulator ? ` on the Auth emulator ${emulator}` : ` in ${projectId}`}.`);
} catch (error) {
  const code = error?.errorInfo?.code ?? error?.code;
  console.error(code === 'auth/user-not-found' ? `No account with e-mail ${email}.` : `Failed: ${error?.message ?? error}`);
  process.exit(1);
}
