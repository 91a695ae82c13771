// The signed-in visitor's own account; authenticated role only (bootstrap/permissions.ts), no id in any path, so no
// other account can be named.
// - DELETE /api/account: deletes it (the couple's portal, "Smazat účet", through the deleteMyAccount function acting
//   with the couple's session).
// - POST /api/account/reauthenticate: the password again (or a fresh sign-in) before the GDPR self-service; the
//   exportMyData and deleteMyAccount functions ask it with the couple's session.
export default {
  routes: [
    {
      method: 'DELETE',
      path: '/account',
      handler: 'api::account.account.destroy',
    },
    {
      method: 'POST',
      path: '/account/reauthenticate',
      handler: 'api::account.account.reauthenticate',
    },
  ],
};
