import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { productionEnvProblems, productionEnvWarnings, requireProductionEnv } = createRequire(import.meta.url)('../../lib/production-env.js');

const READY = {
  NODE_ENV: 'production',
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 's',
  ADMIN_JWT_SECRET: 's',
  TRANSFER_TOKEN_SALT: 's',
  JWT_SECRET: 's',
  ENCRYPTION_KEY: 's',
  ALTCHA_HMAC_KEY: 'a-real-secret',
  PUBLIC_URL: 'https://cms.novakova-foto.cz',
  FRONTEND_URL: 'https://www.novakova-foto.cz',
  PROXY_HOPS: '1',
  SMTP_HOST: 'smtp.example.cz',
  MAIL_FROM: 'web@novakova-foto.cz',
  DATABASE_CLIENT: 'postgres',
  DATABASE_URL: 'postgres://strapi@db/strapi',
};

test('a complete production environment has no problems and no warnings', () => {
  assert.deepEqual(productionEnvProblems(READY), []);
  assert.deepEqual(productionEnvWarnings(READY), []);
  assert.doesNotThrow(() => requireProductionEnv(READY));
});

test('every missing or wrong item is listed, each in Czech and English', () => {
  const problems = productionEnvProblems({ NODE_ENV: 'production', MAIL_FROM: 'web@gmail.com', FRONTEND_URL: 'https://www.novakova-foto.cz', DATABASE_CLIENT: 'postgres' });
  assert.deepEqual(problems.map((p) => p.variable), [
    'APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'ALTCHA_HMAC_KEY',
    'PUBLIC_URL', 'SMTP_HOST', 'MAIL_FROM', 'PROXY_HOPS', 'DATABASE_HOST', 'DATABASE_NAME', 'DATABASE_USERNAME', 'DATABASE_PASSWORD',
  ]);
  for (const problem of problems) assert.ok(problem.cs && problem.en, problem.variable);
  assert.match(problems.find((p) => p.variable === 'MAIL_FROM').en, /web@gmail\.com is not an address of the site's domain novakova-foto\.cz/);
  assert.throws(() => requireProductionEnv({ NODE_ENV: 'production' }), /prostředí není úplné:\n {2}APP_KEYS: chybí .* \/ missing: /);
});

test('the Secure session cookie needs a trusted TLS proxy: PROXY_HOPS of 0 or none is a problem, the old PROXY=true too, unless the cookie is not Secure', () => {
  const { PROXY_HOPS: _hops, ...noProxy } = READY;
  for (const env of [noProxy, { ...READY, PROXY_HOPS: '0' }]) {
    const problems = productionEnvProblems(env);
    assert.deepEqual(problems.map((p) => p.variable), ['PROXY_HOPS']);
    assert.match(problems[0].en, /sets no Secure session cookie/);
  }
  assert.match(productionEnvProblems({ ...noProxy, PROXY: 'true' })[0].en, /set PROXY_HOPS/);
  assert.deepEqual(productionEnvProblems({ ...noProxy, SESSION_COOKIE_SECURE: 'false' }), []);
  assert.throws(() => requireProductionEnv(noProxy), /PROXY_HOPS: chybí .* \/ missing: .*Secure/);
});

test('outside production nothing is required; SQLite in production is a warning, not a stop', () => {
  assert.doesNotThrow(() => requireProductionEnv({ NODE_ENV: 'development' }));
  const { DATABASE_CLIENT: _client, DATABASE_URL: _url, ...sqlite } = READY;
  assert.deepEqual(productionEnvProblems(sqlite), []);
  assert.deepEqual(productionEnvWarnings(sqlite).map((w) => w.variable), ['DATABASE_CLIENT']);
});
