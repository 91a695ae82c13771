import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { sessionSettings, parseDurationSeconds, ACCESS_TOKEN_SECONDS, MAX_SESSION_SECONDS } = createRequire(import.meta.url)('../../lib/session-settings.js');

test('a sign-in lasts JWT_EXPIRES_IN (7 days when missing or unreadable, never above 30 days), idle or not', () => {
  for (const [value, seconds] of [
    ['7d', 7 * 86400],
    ['12h', 12 * 3600],
    ['3600', 3600],
    [undefined, 7 * 86400],
    ['forever', 7 * 86400],
    ['-5d', 7 * 86400],
    ['0', 7 * 86400],
    ['31d', MAX_SESSION_SECONDS],
    ['52w', MAX_SESSION_SECONDS],
  ]) {
    const settings = sessionSettings({ JWT_EXPIRES_IN: value });
    assert.equal(settings.maxRefreshTokenLifespan, seconds, String(value));
    assert.equal(settings.idleRefreshTokenLifespan, seconds, String(value));
    // The cookie lives as long as the sign-in (koa's maxAge is in milliseconds), surviving a browser restart.
    assert.equal(settings.cookie.maxAge, seconds * 1000, String(value));
  }
});

test('the access token lives minutes, the refresh token only in an HttpOnly, SameSite=Strict cookie for /api/auth', () => {
  const settings = sessionSettings({});
  assert.equal(settings.accessTokenLifespan, ACCESS_TOKEN_SECONDS);
  assert.ok(ACCESS_TOKEN_SECONDS <= 15 * 60);
  assert.equal(settings.httpOnly, true);
  assert.deepEqual({ ...settings.cookie, maxAge: undefined }, { name: 'strapi_up_refresh', sameSite: 'strict', secure: false, path: '/api/auth', maxAge: undefined });
});

test('the cookie is Secure in production unless SESSION_COOKIE_SECURE says otherwise, and only there by default', () => {
  assert.equal(sessionSettings({ NODE_ENV: 'production' }).cookie.secure, true);
  assert.equal(sessionSettings({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' }).cookie.secure, false);
  assert.equal(sessionSettings({ NODE_ENV: 'development' }).cookie.secure, false);
  assert.equal(sessionSettings({ NODE_ENV: 'test', SESSION_COOKIE_SECURE: 'true' }).cookie.secure, true);
  assert.equal(sessionSettings({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'maybe' }).cookie.secure, true);
});

test('durations: units s m h d w, a bare number is seconds', () => {
  assert.equal(parseDurationSeconds('90m'), 5400);
  assert.equal(parseDurationSeconds(3600), 3600);
  assert.equal(parseDurationSeconds('1w'), 604800);
  assert.equal(parseDurationSeconds(''), null);
});
