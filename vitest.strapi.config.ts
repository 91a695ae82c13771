import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * Adapter tests against a real Strapi (cms/), started fresh and seeded by tests/strapi/global-setup.ts; the
 * Strapi half of the backup round trip (tests/backup) exports that server.
 */
// The unit layer's projects (node / dom) are the unit layer's: these suites run in the DOM environment, one file at a time.
const { projects: _unitProjects, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...shared,
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-tests.ts'],
    include: ['tests/strapi/**/*.strapi.test.{ts,tsx}', 'tests/backup/**/*.strapi.test.ts'],
    exclude: ['node_modules'],
    globalSetup: ['tests/strapi/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
