import { expect } from '@playwright/test';

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

/**
 * Waits until the emulators' seed is in: the admin account signs in over the Auth emulator's REST API. Run locally,
 * Playwright starts the specs once the Auth emulator answers (to reuse an `npm start` stack), which is before run.ts
 * has loaded the functions and seeded the admin; a spec that signs in first thing would otherwise race the seed.
 */
export async function stackSeeded(authHost = '127.0.0.1:9099'): Promise<void> {
  const signIn = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const body = JSON.stringify({ ...STACK_ADMIN, returnSecureToken: true });
  await expect
    .poll(async () => (await fetch(signIn, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => null))?.status ?? 0, {
      timeout: 180_000,
      message: 'the seeded admin account on the Auth emulator (scripts/dev/emulators/seed.ts)',
    })
    .toBe(200);
}
