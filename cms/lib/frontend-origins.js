'use strict';

// Pure helpers shared by config/*.ts (compiled by Strapi thanks to allowJs) and unit tests
// (plain node:test, no build needed).

const DEFAULT_FRONTEND_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/**
 * CORS origins: the defaults (Vite dev server and preview) plus every comma-separated
 * FRONTEND_URL, reduced to its origin so a trailing slash or path does not break matching.
 * @param {string | undefined} frontendUrl
 * @returns {string[]}
 */
function frontendOrigins(frontendUrl) {
  const extra = String(frontendUrl || '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin);
  return [...new Set([...DEFAULT_FRONTEND_ORIGINS, ...extra])];
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
