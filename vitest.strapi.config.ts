import { defineConfig } from 'vitest/config';
import base from './vite.config';

/** Adapter tests against a real Strapi (cms/), started fresh and seeded by tests/strapi/global-setup.ts. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/strapi/**/*.strapi.test.{ts,tsx}'],
    exclude: ['node_modules'],
    globalSetup: ['tests/strapi/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
