/** The local-stack build (VITE_PROFILE=emulators, dist-strapi/) and the seeded Strapi it talks to, during the e2e run. */
export const STACK_SITE_URL = 'http://127.0.0.1:4174';
export const E2E_STRAPI_URL = 'http://127.0.0.1:1339';
/** Seeded by scripts/dev/emulators/seed.ts (DEMO_ADMIN). */
export const STACK_ADMIN = { email: 'fotograf@example.cz', password: 'Fotograf2027' };
/**
 * The e2e run's MailDev (the emulator launcher's --mail, off npm start's 1025/1080): the outbox relay delivers the
 * functions' mails to it, as the Trigger Email extension delivers them in production.
 */
export const E2E_MAILDEV = { smtpPort: 1026, webPort: 1081, url: 'http://127.0.0.1:1081' };
