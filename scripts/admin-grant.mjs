#!/usr/bin/env node
// Makes an existing Firebase Auth account the photographer's admin: sets the custom claim { admin: true }
// (the boolean the rules and functions check), keeping the account's other claims.
//   node scripts/admin-grant.mjs <email>        (npm run admin:grant -- <email>)
// Emulators or a real project: see scripts/admin-claim.mjs. The user must sign in again (or refresh the token) to
// get it. The opposite is scripts/admin-revoke.mjs.
import { claimsWithAdmin, runOnAccount } from './admin-claim.mjs';

await runOnAccount('scripts/admin-grant.mjs', async (auth, user) => {
  await auth.setCustomUserClaims(user.uid, claimsWithAdmin(user.customClaims, true));
  return 'is now an admin';
});
