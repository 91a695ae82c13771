import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * Adapter tests against a real Strapi (cms/), started fresh and seeded by tests/strapi/global-setup.ts; the
 * Strapi half of the backup round trip (tests/backup) exports that server.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/strapi/**/*.strapi.test.{ts,tsx}', 'tests/backup/**/*.strapi.test.ts'],
    exclude: ['node_modules'],
    globalSetup: ['tests/strapi/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
