'use strict';

// A leaked visitor JWT cannot be revoked (users-permissions keeps no session list),
// so its lifetime is capped no matter what an operator puts into JWT_EXPIRES_IN.
const DEFAULT_EXPIRES_IN = '7d';
const MAX_SECONDS = 30 * 24 * 60 * 60;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/**
 * Turns "7d", "12h", "90m", "3600" (seconds) or a number into seconds; null when unreadable.
 * @param {string | number | undefined | null} value
 * @returns {number | null}
 */
function parseDurationSeconds(value) {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  const match = /^\s*(\d+)\s*([smhdw]?)\s*$/i.exec(String(value ?? ''));
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[(match[2] || 's').toLowerCase()];
  return seconds > 0 ? seconds : null;
}

/**
 * The value for users-permissions `jwt.expiresIn`: the configured duration, the default
 * when missing or unreadable, and never more than 30 days.
 * @param {string | number | undefined | null} value
 * @returns {string | number} jsonwebtoken's expiresIn (a string like "7d" or a number of seconds)
 */
function clampJwtExpiresIn(value) {
  const seconds = parseDurationSeconds(value);
  if (seconds === null) return DEFAULT_EXPIRES_IN;
  if (seconds > MAX_SECONDS) return MAX_SECONDS;
  // jsonwebtoken reads a unit-less string as milliseconds, so plain numbers go out as numbers.
  return typeof value === 'string' && /[a-z]\s*$/i.test(value) ? value.trim() : seconds;
}

module.exports = { DEFAULT_EXPIRES_IN, MAX_SECONDS, parseDurationSeconds, clampJwtExpiresIn };
