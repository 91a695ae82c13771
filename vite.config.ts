import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { Plugin } from 'vite';
import { buildVersionPlugin } from './scripts/build/vite/build-version-plugin.ts';
import { galleryProfilePreloadPlugin } from './scripts/build/vite/gallery-profile-preload-plugin.ts';
import { hostingHeadersPlugin } from './scripts/build/vite/hosting-headers-plugin.ts';

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
  plugins: [
    react(),
    buildVersionPlugin(),
    hostingHeadersPlugin(),
    galleryProfilePreloadPlugin(),
    reactRouterProductionBuild(),
    // React Aria ships its widgets' labels in 34 languages; the desk speaks Czech (src/shared/ui/locale). en-US stays
    // as React Aria's own fallback: a few messages (date range validation) follow the browser's language, not the
    // provider, and would find no strings at all in a browser set to, say, German. Saves ~18 KB gzip.
    optimizeLocales.vite({ locales: ['cs-CZ', 'en-US'] }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // One render-blocking stylesheet for every page (the booking pages' few rules included): a prerendered page
    // paints in its final layout, and a page's first paint never waits for a second stylesheet.
    cssCodeSplit: false,
    rolldownOptions: {
      // The app (index.html) and the guests' gallery's own entry (gallery.html → src/app/gallery-main.tsx, served at
      // /galerie/* by firebase.json). The content pages' islands have a build of their own, on Preact
      // (vite.islands.config.ts): sharing this one's chunks had cost every app page ~3 KB.
      input: { index: 'index.html', gallery: 'gallery.html' },
      output: {
        codeSplitting: {
          // The DI container in a chunk of its own: left to itself, Rolldown merges it into the sign-in stage's chunk
          // (every page needing inversify also loads that one), and the sign-in page, which starts without a
          // container (src/app/composition/sign-in-stage.ts), would download it anyway (~17 KB gzip).
          groups: [{ name: 'inversify', test: /node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/ }],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    // Suites that need a running Strapi or the Firebase emulators have their own configs (vitest.*.config.ts).
    exclude: ['**/node_modules/**', 'dist', 'functions/lib/**', 'tests/e2e/**', '**/*.emulator.test.*', '**/*.strapi.test.*'],
    restoreMocks: true,
    // A hang detector, not a speed budget: a jsdom test with user events can take several seconds on a busy CI machine
    // 2–3x slower than a laptop (the default 5 s failed there; a year's calendar took 31 s in a loaded run of 30 s
    // allowed). No test may be about time; heavy ones use fake clocks. Suites must not lower it.
    testTimeout: 60_000,
    // expect.poll waits for an event (a mail, a write): its 1 s default is a speed budget.
    expect: { poll: { timeout: 30_000 } },
    // Every core (Vitest leaves one free by default: on CI's two cores that ran the files one at a time).
    maxWorkers: '100%',
    projects: [
      // The pure layers (no React, no DOM): Node's environment, which starts in a fraction of jsdom's time.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          include: ['{domain,ports,application,scripts,functions,cms/domain-agreement}/**/*.test.ts'],
          // The mail templates' tests read the HTML they render with the DOM's parser.
          exclude: ['domain/mail/**'],
        },
      },
      // The UI, the adapters (browser SDKs, storage, fetch) and the cross-cutting tests: jsdom and Testing Library.
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', setupFiles: ['tests/support/setup-tests.ts'], include: ['{src,adapters,tests,domain/mail}/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
