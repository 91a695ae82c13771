// Bundles src/ together with the shared ../domain rules (the Czech e-mail templates of ../domain/mail among them), the
// use cases of ../application, the wire contracts of ../ports/wire and the firebase-admin units of
// ../adapters/firestore-admin into lib/index.js (and the chunks it imports on demand), so deployed functions validate
// and write exactly as the web app and the in-memory fakes.
// npm packages stay external: they are installed from this package.json at deploy. The documents' fonts
// (../assets/fonts, DejaVu Sans with its licence) are copied to lib/fonts/, where the bundle reads them
// (src/document-fonts.ts): `firebase deploy` uploads functions/ without src/, so lib/ is what the deployed code has.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/** The files src/document-fonts.ts reads, and the licence that must travel with them. */
const DOCUMENT_FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'LICENSE-DejaVu.txt'];

// FUNCTIONS_OUT_DIR: a test builds elsewhere (bundle-fonts.test.ts), never over the emulators' lib/.
const out = new URL(`${process.env.FUNCTIONS_OUT_DIR ?? 'lib'}/`, new URL('./', import.meta.url));
const started = Date.now();
// The chunks of the last build go first: their names carry a content hash, so stale ones would pile up in lib/.
for (const file of existsSync(out) ? readdirSync(out) : []) if (/\.js(\.map)?$/.test(file)) rmSync(new URL(file, out));
await build({
  entryPoints: ['src/index.ts'],
  outdir: out.pathname,
  // What only some functions need (pdf-lib, sharp, yazl: ~0.7 s of a cold start on a fast machine) is imported
  // dynamically into chunks of its own, beside index.js (document-fonts.ts reads lib/fonts from any of them).
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: import.meta.dirname,
});
mkdirSync(new URL('fonts/', out), { recursive: true });
for (const font of DOCUMENT_FONT_FILES) copyFileSync(new URL(`../assets/fonts/${font}`, import.meta.url), new URL(`fonts/${font}`, out));
console.log(`functions built in ${Date.now() - started} ms → ${new URL('index.js', out).pathname}`);
