// GET /api/altcha/challenge: public (no users-permissions action to grant), answered by the bot barrier's issuer.
export default {
  routes: [
    {
      method: 'GET',
      path: '/altcha/challenge',
      handler: 'api::altcha.altcha.challenge',
      config: { auth: false },
    },
  ],
};
