'use strict';

/**
 * Counts hits per key in fixed time windows. In memory: one Strapi process, and a restart
 * forgetting the counters is acceptable for a brute-force brake.
 * @param {{ max: number, windowMs: number, now?: () => number }} options
 */
function createFixedWindowLimiter({ max, windowMs, now = Date.now }) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const windows = new Map();

  function sweep(time) {
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  }

  return {
    /**
     * Records one hit for `key`.
     * @param {string} key
     * @returns {{ allowed: boolean, remaining: number, retryAfterMs: number }}
     */
    hit(key) {
      const time = now();
      // Bounded memory: drop expired windows once the map grows.
      if (windows.size > 10_000) sweep(time);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        allowed: entry.count <= max,
        remaining: Math.max(0, max - entry.count),
        retryAfterMs: entry.resetAt - time,
      };
    },
  };
}

module.exports = { createFixedWindowLimiter };
