import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { clampJwtExpiresIn, MAX_SECONDS } = createRequire(import.meta.url)('../../lib/jwt-expires-in.js');

test('keeps a readable duration up to 30 days as written', () => {
  assert.equal(clampJwtExpiresIn('7d'), '7d');
  assert.equal(clampJwtExpiresIn('12h'), '12h');
  assert.equal(clampJwtExpiresIn('30d'), '30d');
});

test('caps anything longer than 30 days', () => {
  assert.equal(clampJwtExpiresIn('31d'), MAX_SECONDS);
  assert.equal(clampJwtExpiresIn('52w'), MAX_SECONDS);
  assert.equal(clampJwtExpiresIn(10 ** 9), MAX_SECONDS);
});

test('falls back to 7 days when missing or unreadable', () => {
  for (const value of [undefined, null, '', 'forever', '-5d', '0', 0]) {
    assert.equal(clampJwtExpiresIn(value), '7d', String(value));
  }
});

test('unit-less values are seconds and leave as numbers (jsonwebtoken reads unit-less strings as ms)', () => {
  assert.equal(clampJwtExpiresIn('3600'), 3600);
  assert.equal(clampJwtExpiresIn(3600), 3600);
});
