import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { bundleShared } from '../../scripts/bundle-shared.mjs';

const entry = fs.readFileSync(new URL('../../shared/shared-entry.ts', import.meta.url), 'utf8');
const exported = [...entry.matchAll(/^export \{ ([^}]+) \}/gm)].flatMap(([, names]) => names.split(',').map((name) => name.trim()));

test('the generated bundle exports every shared rule the entry names', () => {
  const shared = createRequire(import.meta.url)('../../lib/generated/shared.js');
  assert.ok(exported.length > 5);
  assert.deepEqual(Object.keys(shared).sort(), [...exported].sort());
});

test('bundling again from unchanged sources rewrites nothing, so the test server never recompiles Strapi for it', async () => {
  const bundle = new URL('../../lib/generated/shared.js', import.meta.url);
  await bundleShared();
  const stamp = fs.statSync(bundle).mtimeMs;
  // Without its record of what it was made from, the bundler must do the whole work again: the same output.
  fs.rmSync(new URL('../../lib/generated/sources.json', import.meta.url));
  assert.equal(await bundleShared(), false);
  assert.equal(fs.statSync(bundle).mtimeMs, stamp);
  assert.ok(fs.existsSync(new URL('../../lib/generated/sources.json', import.meta.url)));
});
