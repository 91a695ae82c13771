import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/dev/chromium.ts';
import { BASE_URL } from './tests/e2e/support/site';
import { E2E_MAILDEV, E2E_STRAPI_URL, STACK_SITE_URL } from './tests/e2e/support/stack-site';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

// Runs against two production builds made beforehand (`npm test` makes both; Playwright builds nothing):
// - dist/: `VITE_PROFILE=memory VITE_SITE_URL=https://www.terezanovakova-foto.cz npx vite build`;
// - dist-strapi/: the same with `VITE_PROFILE=emulators VITE_STRAPI_URL=http://127.0.0.1:1339 --outDir dist-strapi`.
// Playwright starts the local stack itself: a seeded Strapi and the seeded Firebase emulators.
// Chromium is Debian's (scripts/dev/ensure-chromium.ts): Playwright must never download a browser.
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/reports holds the other layers' reports.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  // Hang detectors, not speed budgets: an expectation passes the moment it holds, and CI machines are 2–3x slower
  // than a laptop. The stack's pages wait for emulated functions, whose first call starts a Node worker (a cold start
  // of several seconds on a busy 2-core machine), and the forms' proof of work is solved in the browser.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'off',
  },
  projects: [
    // The whole site on the in-memory fakes (dist/).
    { name: 'memory', testIgnore: 'stack/**', use: chromium },
    // The local stack: the same public pages, the couples' accounts and the booking journey on the build that talks
    // to a seeded Strapi and the Firebase emulators (dist-strapi/).
    {
      name: 'stack',
      testMatch: ['stack/**/*.spec.ts', 'routes.spec.ts', 'prerender.spec.ts'],
      use: { ...chromium, baseURL: STACK_SITE_URL },
      timeout: 120_000,
      expect: { timeout: 30_000 },
    },
  ],
  webServer: [
    {
      command: 'npm run preview',
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node tests/e2e/support/strapi-e2e-server.mjs',
      url: `${E2E_STRAPI_URL}/api/site-setting`,
      // Always a fresh, seeded server: reusing one still shutting down from the previous run would hang the run.
      reuseExistingServer: false,
      timeout: 420_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Auth, Firestore (with its rules) and Functions, seeded with the admin account and a few bookings; MailDev with
      // the outbox relay (--mail), and the e2e Strapi's price list for the functions' e-mails.
      command: 'node --import tsx scripts/dev/emulators/run.ts --mail',
      env: { FUNCTIONS_STRAPI_URL: E2E_STRAPI_URL, MAILDEV_SMTP_PORT: String(E2E_MAILDEV.smtpPort), MAILDEV_WEB_PORT: String(E2E_MAILDEV.webPort) },
      // Playwright takes whichever comes first, the URL or the line: the Auth emulator answers long before the functions
      // are loaded and the seed is in. So CI (which never reuses a server) waits for the launcher's "all ready" alone;
      // locally the URL finds an emulator suite already running (npm start) to reuse.
      ...(process.env.CI ? {} : { url: 'http://127.0.0.1:9099/' }),
      wait: { stdout: /\[emulators\] all ready/ },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // run.ts stops the Java and Node emulator processes it started on SIGTERM (Playwright's default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx vite preview --outDir dist-strapi --host 127.0.0.1 --port 4174 --strictPort',
      env: { PREVIEW_HOSTING_HEADERS: '0' },
      url: STACK_SITE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
