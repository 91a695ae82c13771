import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { createFixedWindowLimiter } = createRequire(import.meta.url)('../../lib/fixed-window-limiter.js');

test('allows max hits per key and window, then refuses until the window ends', () => {
  let now = 0;
  const limiter = createFixedWindowLimiter({ max: 2, windowMs: 1000, now: () => now });
  assert.equal(limiter.hit('1.2.3.4').allowed, true);
  assert.equal(limiter.hit('1.2.3.4').allowed, true);
  const refused = limiter.hit('1.2.3.4');
  assert.equal(refused.allowed, false);
  assert.equal(refused.retryAfterMs, 1000);
  assert.equal(limiter.hit('5.6.7.8').allowed, true, 'other clients are not affected');
  now = 1000;
  assert.equal(limiter.hit('1.2.3.4').allowed, true, 'a new window starts afresh');
});
