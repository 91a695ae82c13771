// Makes an existing Firebase Auth account the photographer's admin: sets the custom claim { admin: true }
// (the boolean the rules and functions check), keeping the account's other claims.
//   node --import tsx scripts/ops/admin-grant.ts <email>        (npm run admin:grant -- <email>)
// Emulators or a real project: see admin-claim.ts. The user must sign in again (or refresh the token) to
// get it. The opposite is admin-revoke.ts.
import { claimsWithAdmin, runOnAccount } from './admin-claim.ts';

await runOnAccount('scripts/ops/admin-grant.ts', async (auth, user) => {
  await auth.setCustomUserClaims(user.uid, claimsWithAdmin(user.customClaims, true));
  return 'is now an admin';
});
