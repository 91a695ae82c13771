/** The Strapi-backed build (VITE_PROFILE=emulators) and the seeded Strapi it talks to, during the e2e run. */
export const STRAPI_SITE_URL = 'http://127.0.0.1:4174';
export const E2E_STRAPI_URL = 'http://127.0.0.1:1339';
