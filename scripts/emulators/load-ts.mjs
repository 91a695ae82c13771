// Loads a TypeScript module of this repo (bundled in memory with the functions package's esbuild), so the emulator
// scripts reuse the app's own code — e.g. the Firestore document shape — instead of a copy of it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './settings.mjs';

export async function loadTs(relativePath) {
  const { build } = createRequire(join(ROOT, 'functions', 'package.json'))('esbuild');
  const result = await build({
    entryPoints: [join(ROOT, relativePath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
