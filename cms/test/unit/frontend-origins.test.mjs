import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { frontendOrigins, primaryFrontendUrl, DEFAULT_FRONTEND_ORIGINS } = createRequire(import.meta.url)(
  '../../lib/frontend-origins.js',
);

test('CORS allows the Vite dev/preview origins plus every FRONTEND_URL origin', () => {
  assert.deepEqual(frontendOrigins(undefined), DEFAULT_FRONTEND_ORIGINS);
  assert.deepEqual(frontendOrigins('https://novakova-foto.cz/, https://www.novakova-foto.cz/cs').slice(-2), [
    'https://novakova-foto.cz',
    'https://www.novakova-foto.cz',
  ]);
});

test('e-mail links use the first FRONTEND_URL without a trailing slash', () => {
  assert.equal(primaryFrontendUrl('https://novakova-foto.cz/,https://x.cz'), 'https://novakova-foto.cz');
  assert.equal(primaryFrontendUrl(''), 'http://127.0.0.1:5173');
});
