import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { frontendOrigins, primaryFrontendUrl, DEFAULT_FRONTEND_ORIGINS } = createRequire(import.meta.url)(
  '../../lib/frontend-origins.js',
);

test('outside production CORS allows the Vite dev/preview origins plus every FRONTEND_URL origin', () => {
  assert.deepEqual(frontendOrigins(undefined, 'development'), DEFAULT_FRONTEND_ORIGINS);
  assert.deepEqual(frontendOrigins('https://novakova-foto.cz/, https://www.novakova-foto.cz/cs', 'test').slice(-2), [
    'https://novakova-foto.cz',
    'https://www.novakova-foto.cz',
  ]);
});

test("in production CORS admits only the site's own https origins, no localhost", () => {
  const origins = frontendOrigins('https://www.novakova-foto.cz/, https://novakova-foto.cz', 'production');
  assert.deepEqual(origins, ['https://www.novakova-foto.cz', 'https://novakova-foto.cz']);
  for (const local of DEFAULT_FRONTEND_ORIGINS) assert.equal(origins.includes(local), false, local);
});

test('a production start without FRONTEND_URL, or with a development origin in it, stops naming the problem', () => {
  assert.throws(() => frontendOrigins('', 'production'), /FRONTEND_URL is not set/);
  for (const value of ['http://127.0.0.1:5173', 'https://localhost:4173', 'http://www.novakova-foto.cz', 'https://[::1]:8443']) {
    assert.throws(() => frontendOrigins(`https://www.novakova-foto.cz,${value}`, 'production'), /FRONTEND_URL names .*https origins/, value);
  }
});

test('e-mail links use the first FRONTEND_URL without a trailing slash', () => {
  assert.equal(primaryFrontendUrl('https://novakova-foto.cz/,https://x.cz'), 'https://novakova-foto.cz');
  assert.equal(primaryFrontendUrl(''), 'http://127.0.0.1:5173');
});
