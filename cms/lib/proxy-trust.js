'use strict';

// Which X-Forwarded-For entries decide the client's address (the key of both auth rate limits). Each reverse proxy
// appends the address it received the request from; everything to the left of our own proxies' entries was written
// by the client and is ignored. Trusting the whole header (Koa's proxy without maxIpsCount) let a password guesser
// pick a fresh key on every attempt; trusting none behind a proxy put every visitor in the proxy's one bucket.

/** More hops than any sane deployment has; a bigger number is a typo. */
const MAX_PROXY_HOPS = 5;

/**
 * Strapi's `server.proxy` from the environment. `PROXY_HOPS` is the number of reverse proxies in front of Strapi that
 * append to X-Forwarded-For (nginx with `$proxy_add_x_forwarded_for`: 1; a CDN in front of it: 2). 0, the default,
 * trusts no header: the socket's address is the client's. Koa then also believes X-Forwarded-Proto, which tells
 * Strapi the visitor came over https (the secure session cookie of social sign-in needs that in production).
 * The old `PROXY=true` trusted every entry: it stops the start until PROXY_HOPS says how many.
 * @param {Record<string, string | undefined>} env
 * @returns {{ koa: boolean, maxIpsCount: number }}
 */
function proxySettings(env) {
  const raw = String(env.PROXY_HOPS ?? '').trim();
  const legacy = String(env.PROXY ?? '').trim().toLowerCase();
  if (raw === '') {
    if (legacy === 'true') {
      throw new Error(
        'PROXY=true trusts every X-Forwarded-For entry a client sends; set PROXY_HOPS to the number of reverse proxies in front of Strapi instead (1 for one nginx)',
      );
    }
    return { koa: false, maxIpsCount: 0 };
  }
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_PROXY_HOPS) {
    throw new Error(`PROXY_HOPS must be a whole number from 0 to ${MAX_PROXY_HOPS} (the reverse proxies in front of Strapi), not "${raw}"`);
  }
  const hops = Number(raw);
  return { koa: hops > 0, maxIpsCount: hops };
}

module.exports = { MAX_PROXY_HOPS, proxySettings };
