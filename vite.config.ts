import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildVersionPlugin } from './scripts/vite/build-version-plugin.ts';
import { hostingHeadersPlugin } from './scripts/vite/hosting-headers-plugin.ts';

// One config for the dev server, the production build, vitest and Storybook (which merges it).
export default defineConfig({
  plugins: [react(), buildVersionPlugin(), hostingHeadersPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-tests.ts'],
    include: ['{src,domain,ports,adapters,tests,scripts}/**/*.test.{ts,tsx}'],
    // Suites that need a running Strapi or the Firebase emulators have their own configs (vitest.*.config.ts).
    exclude: ['node_modules', 'dist', 'tests/e2e/**', 'tests/strapi/**', 'tests/firebase/**/*.emulator.test.*', '**/*.emulator.test.*', 'cms/**', 'functions/**'],
    restoreMocks: true,
  },
});
