import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { BASE_URL } from './tests/e2e/support/site';
import { E2E_STRAPI_URL, STRAPI_SITE_URL } from './tests/e2e/support/strapi-site';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

// Runs against the production build in dist/ (made beforehand with
// `VITE_PROFILE=memory VITE_SITE_URL=https://www.terezanovakova-foto.cz npx vite build`); Playwright builds nothing.
// Chromium is Debian's (scripts/ensure-chromium.mjs): Playwright must never download a browser.
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/reports holds the other layers' reports.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: every page runs on in-memory fakes, so a flaky test is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'off',
  },
  projects: [
    // The whole site on the in-memory fakes (dist/).
    { name: 'memory', testIgnore: 'strapi/**', use: chromium },
    // The same public pages, and the couples' accounts, on the Strapi-backed build (dist-strapi/) and a seeded Strapi.
    { name: 'strapi', testMatch: ['strapi/**/*.spec.ts', 'routes.spec.ts'], use: { ...chromium, baseURL: STRAPI_SITE_URL } },
  ],
  webServer: [
    {
      command: 'npm run preview',
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node tests/e2e/support/strapi-e2e-server.mjs',
      url: `${E2E_STRAPI_URL}/api/site-setting`,
      // Always a fresh, seeded server: reusing one still shutting down from the previous run would hang the run.
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx vite preview --outDir dist-strapi --host 127.0.0.1 --port 4174 --strictPort',
      env: { PREVIEW_HOSTING_HEADERS: '0' },
      url: STRAPI_SITE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
