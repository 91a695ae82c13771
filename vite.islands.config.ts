import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from './scripts/build/prerender/html.ts';
import base from './vite.config.ts';

/**
 * The content pages' islands (src/app/islands/main.tsx), built on their own pass into the app's outDir
 * (scripts/build/build-site.ts) with Preact's compat layer in place of React: the same components the app and the
 * prerender step render with React, hydrated by a renderer ~60 KB gzip lighter (issue 24: ≤ 70 KB of JavaScript
 * before any interaction; React + react-dom alone are ~68). A pass of its own also keeps the app's chunks from
 * serving a second entry (that had cost every app page ~3 KB). Exact-match aliases: `react-dom/server` and the rest
 * must never be reached from here.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  // public/ is the app pass's to copy; this pass only adds its chunks.
  publicDir: false,
  build: {
    target: base.build?.target,
    sourcemap: base.build?.sourcemap,
    reportCompressedSize: base.build?.reportCompressedSize,
    cssCodeSplit: false,
    emptyOutDir: false,
    manifest: ISLANDS_MANIFEST,
    rolldownOptions: { input: { islands: ISLANDS_ENTRY } },
  },
});
