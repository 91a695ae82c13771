/** The local-stack build (VITE_PROFILE=emulators, dist-strapi/) and the seeded Strapi it talks to, during the e2e run. */
export const STACK_SITE_URL = 'http://127.0.0.1:4174';
export const E2E_STRAPI_URL = 'http://127.0.0.1:1339';
/** Seeded by scripts/emulators/seed.mjs (DEMO_ADMIN). */
export const STACK_ADMIN = { email: 'fotograf@example.cz', password: 'Fotograf2027' };
