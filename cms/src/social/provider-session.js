'use strict';

/**
 * users-permissions (≥ 5.51) keeps a provider's answer (its access token) in Strapi's session cookie between
 * /connect/:provider/callback and the site's call to /auth/:provider/callback, which trades it for a JWT. Left alone,
 * the cookie keeps trading it for a day: the next person at a shared computer who opens the callback page would be
 * signed in as the couple, and a copied cookie value would work anywhere. So an answer is traded once: it is spent in
 * the replay store before the exchange (a second use finds it spent and reaches users-permissions without it, which
 * refuses "requires a completed provider session"), and the session forgets it afterwards, whatever the outcome.
 */

/** The route that trades the provider's answer; the router matches case-insensitively and with a trailing slash. */
const CALLBACK = /^\/api\/auth\/[^/]+\/callback$/;

/** koa-session's cookie lifetime in Strapi (strapi::session): no kept answer is older than this. */
const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The provider's own credential in the answer (OAuth 2 access or ID token, OAuth 1 token); null when there is none. */
function answerOf(session) {
  const response = session?.grant?.response;
  if (!response || typeof response !== 'object') return null;
  const credential = response.access_token || response.id_token || response.oauth_token;
  return typeof credential === 'string' && credential !== '' ? credential : null;
}

/** Drops the answer; an otherwise empty session is removed, so the browser deletes the cookie. */
function forget(ctx) {
  if (!ctx.session?.grant) return;
  delete ctx.session.grant;
  if (!ctx.session.populated) ctx.session = null;
}

/**
 * Koa middleware, placed after strapi::session so its changes are saved with the session.
 * @param {() => { spend(proof: { id: string, expiresAt: Date }, now: Date): Promise<boolean> }} spent  the replay store
 * @param {() => Date} [now]
 */
function providerSessionOnce(spent, now = () => new Date()) {
  return async (ctx, next) => {
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    if (!CALLBACK.test(path) || path === '/api/auth/local/callback') return next();
    const answer = answerOf(ctx.session);
    if (answer) {
      const at = now();
      const first = await spent().spend({ id: `provider-answer:${answer}`, expiresAt: new Date(at.getTime() + SESSION_MAX_AGE_MS) }, at);
      if (!first) forget(ctx);
    }
    try {
      await next();
    } finally {
      forget(ctx);
    }
  };
}

module.exports = { providerSessionOnce, SESSION_MAX_AGE_MS };
