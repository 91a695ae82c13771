// Takes the photographer's admin access away from an account: removes the custom claim `admin` (other claims stay)
// and revokes the account's refresh tokens, so no new ID token can be obtained and the admin pages sign the user
// out on their next start. An ID token issued before stays valid until it expires (at most 1 hour) wherever
// revocation is not checked — see docs/operations.md, "Admin access".
//   node --import tsx scripts/ops/admin-revoke.ts <email>       (npm run admin:revoke -- <email>)
// Emulators or a real project: see admin-claim.ts.
import { claimsWithAdmin, runOnAccount } from './admin-claim.ts';

await runOnAccount('scripts/ops/admin-revoke.ts', async (auth, user) => {
  const wasAdmin = user.customClaims?.admin === true;
  await auth.setCustomUserClaims(user.uid, claimsWithAdmin(user.customClaims, false));
  await auth.revokeRefreshTokens(user.uid);
  return `${wasAdmin ? 'is no longer an admin' : 'was not an admin'}; the admin claim is removed and all sessions are revoked`;
});
