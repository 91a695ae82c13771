'use strict';

// Couples' sessions in users-permissions' refresh mode: a short-lived access token (the bearer the site and the
// functions send) and a refresh token that only ever travels in an HttpOnly cookie set by Strapi, so no script on
// the site can read it. Sessions are rows in Strapi's session store, so signing out, a password change or reset and
// an account's deletion take them back (src/sessions). Read once from the environment here, unit-tested.

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** How long a sign-in lasts without JWT_EXPIRES_IN, and never longer than MAX_SESSION_SECONDS whatever it says. */
const DEFAULT_SESSION_SECONDS = 7 * 86400;
const MAX_SESSION_SECONDS = 30 * 86400;
/** The bearer's life: what a stolen access token is worth after its session was taken back is at most this. */
const ACCESS_TOKEN_SECONDS = 10 * 60;
const REFRESH_COOKIE = 'strapi_up_refresh';
/** Only the refresh and logout routes read the cookie: it is not sent with any other request. */
const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Turns "7d", "12h", "90m", "3600" (seconds) or a number into seconds; null when unreadable.
 * @param {string | number | undefined | null} value
 * @returns {number | null}
 */
function parseDurationSeconds(value) {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  const match = /^\s*(\d+)\s*([smhdw]?)\s*$/i.exec(String(value ?? ''));
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[(match[2] || 's').toLowerCase()];
  return seconds > 0 ? seconds : null;
}

/** "true"/"1"/"yes" → true, "false"/"0"/"no" → false (any case), anything else → undefined. */
function flag(value) {
  const text = String(value ?? '').trim();
  if (/^(true|1|yes)$/i.test(text)) return true;
  if (/^(false|0|no)$/i.test(text)) return false;
  return undefined;
}

/**
 * users-permissions' `sessions` config. JWT_EXPIRES_IN is how long a sign-in lasts (idle or not: the couple signs in
 * again after it); the cookie is Secure in production (Strapi must then see https: behind a TLS proxy, PROXY_HOPS ≥ 1),
 * or as SESSION_COOKIE_SECURE says, and SameSite=Strict: the site and Strapi are one site (www. and cms.).
 * @param {Record<string, string | undefined>} env
 */
function sessionSettings(env) {
  const lifespan = Math.min(parseDurationSeconds(env.JWT_EXPIRES_IN) ?? DEFAULT_SESSION_SECONDS, MAX_SESSION_SECONDS);
  const secure = flag(env.SESSION_COOKIE_SECURE) ?? env.NODE_ENV === 'production';
  return {
    accessTokenLifespan: ACCESS_TOKEN_SECONDS,
    maxRefreshTokenLifespan: lifespan,
    idleRefreshTokenLifespan: lifespan,
    httpOnly: true,
    cookie: { name: REFRESH_COOKIE, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH, maxAge: lifespan * 1000 },
  };
}

module.exports = { ACCESS_TOKEN_SECONDS, DEFAULT_SESSION_SECONDS, MAX_SESSION_SECONDS, parseDurationSeconds, sessionSettings };
