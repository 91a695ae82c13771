// DELETE /api/account: the signed-in visitor deletes their own account (the couple's portal, "Smazat účet", through
// the deleteMyAccount function acting with the couple's session). Authenticated role only (bootstrap/permissions.ts);
// no id in the path, so no other account can be named.
export default {
  routes: [
    {
      method: 'DELETE',
      path: '/account',
      handler: 'api::account.account.destroy',
    },
  ],
};
