import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { STRAPI_SECRETS, generatedSecrets } = require('../../lib/strapi-secrets.js');
const { productionEnvProblems } = require('../../lib/production-env.js');

test('generated secrets are what a production start asks for: none is reported missing', () => {
  const secrets = generatedSecrets();
  assert.deepEqual(Object.keys(secrets).sort(), [...STRAPI_SECRETS.map(([name]) => name), 'ALTCHA_HMAC_KEY'].sort());
  const asked = new Set([...STRAPI_SECRETS.map(([name]) => name), 'ALTCHA_HMAC_KEY']);
  const missing = productionEnvProblems({ NODE_ENV: 'production', ...secrets }).filter((problem) => asked.has(problem.variable));
  assert.deepEqual(missing, []);
  assert.equal(secrets.APP_KEYS.split(',').length, 4);
});

test('each environment gets its own random values', () => {
  const [one, two] = [generatedSecrets(), generatedSecrets()];
  for (const name of Object.keys(one)) {
    assert.notEqual(one[name], two[name], name);
    assert.ok(one[name].length >= 32, name);
  }
});

test('.env.example has an empty line for every generated secret, so ensure-env fills each', () => {
  const example = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  for (const name of Object.keys(generatedSecrets())) assert.match(example, new RegExp(`^${name}=$`, 'm'), name);
});
