// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * functions/build.mjs bundles our own code and keeps npm packages external: they are installed at deploy from
 * functions/package.json, not from the root's node_modules the emulators happen to find. A package that domain/ or
 * application/ starts to use (ibantools, qrcode) must therefore be listed there too, or the deployed functions fail
 * to load while every local test passes.
 */
const root = new URL('./', import.meta.url);
const requireFromFunctions = createRequire(new URL('package.json', root));
const { build } = requireFromFunctions('esbuild') as typeof import('esbuild');

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('the deployed functions bundle', () => {
  it('imports only npm packages that functions/package.json installs at deploy', async () => {
    const result = await build({
      entryPoints: ['src/index.ts'],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: root.pathname,
    });
    const external = new Set(
      Object.values(result.metafile!.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !entry.path.startsWith('node:'))
        .map((entry) => packageOf(entry.path)),
    );
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { dependencies: Record<string, string> };
    expect([...external].filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect([...external]).toEqual(expect.arrayContaining(['firebase-functions', 'firebase-admin']));
  }, 30_000);
});
