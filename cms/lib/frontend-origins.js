'use strict';

// Pure helpers shared by config/*.ts (compiled by Strapi thanks to allowJs) and unit tests
// (plain node:test, no build needed).

const DEFAULT_FRONTEND_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** Hosts that are only ever the developer's own machine. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * CORS origins (sent with credentials, so a listed origin can act with a visitor's cookies): every comma-separated
 * FRONTEND_URL, reduced to its origin so a trailing slash or path does not break matching. Outside production the
 * Vite dev server and preview come first. In production only the site's own origins are admitted: FRONTEND_URL is
 * required, and an http or loopback origin (a development value copied into production) stops the start.
 * @param {string | undefined} frontendUrl
 * @param {string | undefined} nodeEnv
 * @returns {string[]}
 */
function frontendOrigins(frontendUrl, nodeEnv) {
  const configured = String(frontendUrl || '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin);
  if (nodeEnv !== 'production') return [...new Set([...DEFAULT_FRONTEND_ORIGINS, ...configured])];
  if (configured.length === 0) throw new Error("FRONTEND_URL is not set: in production CORS admits only the site's own origins");
  const local = configured.find((origin) => {
    const url = new URL(origin);
    return url.protocol !== 'https:' || LOOPBACK_HOST.test(url.hostname);
  });
  if (local) throw new Error(`FRONTEND_URL names ${local}: in production CORS admits only the site's https origins`);
  return [...new Set(configured)];
}

/**
 * The first FRONTEND_URL without a trailing slash: links in e-mails point there.
 * @param {string | undefined} frontendUrl
 * @returns {string}
 */
function primaryFrontendUrl(frontendUrl) {
  const first = String(frontendUrl || '').split(',')[0].trim();
  return (first || 'http://127.0.0.1:5173').replace(/\/+$/, '');
}

module.exports = { DEFAULT_FRONTEND_ORIGINS, frontendOrigins, primaryFrontendUrl };
