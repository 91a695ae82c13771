// Bundles src/ together with the shared ../domain rules, the shared Firestore document mapping and the Czech e-mail
// texts (../src/texts/cs-mail.ts) into one lib/index.js, so deployed functions validate and write exactly as the web app.
// npm packages stay external: they are installed from this package.json at deploy.
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
console.log(`functions built in ${Date.now() - started} ms → lib/index.js`);
