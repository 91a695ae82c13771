// Bundles src/ together with the shared ../domain rules (the Czech e-mail templates of ../domain/mail among them), the
// use cases of ../application, the wire contracts of ../ports/wire and the firebase-admin units of
// ../adapters/firestore-admin into one lib/index.js, so deployed functions validate and write exactly as the web app
// and the in-memory fakes.
// npm packages stay external: they are installed from this package.json at deploy.
import { cp } from 'node:fs/promises';
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: import.meta.dirname,
});
// The contract PDF's fonts (functions/src/contract-delivery.ts reads lib/assets/fonts): shipped files, never downloaded.
await cp(new URL('../assets/fonts/', import.meta.url), new URL('lib/assets/fonts/', import.meta.url), { recursive: true, filter: (source) => !source.endsWith('.md') });
console.log(`functions built in ${Date.now() - started} ms → lib/index.js`);
