import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { buildVersionPlugin } from './scripts/vite/build-version-plugin.ts';
import { hostingHeadersPlugin } from './scripts/vite/hosting-headers-plugin.ts';

const reactRouterBuild = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router's package exports only its development build (extra checks and warnings); the browser build of the
 * site takes the production one, as React's own NODE_ENV switch does. (A plugin, so the config stays one object that
 * vitest's and Storybook's configs can spread.)
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'svatebni-fotograf:react-router-production',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ],
        },
      };
    },
  };
}

// One config for the dev server, the production build, vitest and Storybook (which merges it).
export default defineConfig({
  plugins: [react(), buildVersionPlugin(), hostingHeadersPlugin(), reactRouterProductionBuild()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // One render-blocking stylesheet for every page (the booking pages' few rules included): a prerendered page
    // paints in its final layout, and a page's first paint never waits for a second stylesheet.
    cssCodeSplit: false,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-tests.ts'],
    include: ['{src,domain,ports,application,adapters,tests,scripts}/**/*.test.{ts,tsx}'],
    // Suites that need a running Strapi or the Firebase emulators have their own configs (vitest.*.config.ts).
    exclude: ['node_modules', 'dist', 'tests/e2e/**', 'tests/strapi/**', 'tests/firebase/**/*.emulator.test.*', '**/*.emulator.test.*', 'cms/**', 'functions/**'],
    restoreMocks: true,
  },
});
