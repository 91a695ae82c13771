import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * Tests against a real Strapi (cms/), *.strapi.test.ts beside what they test, started fresh and seeded by
 * tests/support/strapi-global-setup.ts; the Strapi half of the backup round trip (scripts/ops/backup) exports that server.
 */
// The unit layer's projects (node / dom) are the unit layer's: these suites run in the DOM environment, one file at a time.
const { projects: _unitProjects, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...shared,
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-tests.ts'],
    include: ['**/*.strapi.test.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['tests/support/strapi-global-setup.ts'],
    fileParallelism: false,
    // A hang detector: each test talks to a real Strapi, and registrations solve real challenges.
    testTimeout: 120_000,
    // expect.poll waits for an event (a mail, a write): its 1 s default is a speed budget.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 660_000,
  },
});
