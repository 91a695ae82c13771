'use strict';

/**
 * Development and test key, public in this repository: used only when ALTCHA_HMAC_KEY is empty outside production,
 * and refused in production.
 */
const DEV_ALTCHA_HMAC_KEY = 'dev-only-altcha-key-for-strapi';

/**
 * The key that signs and checks Strapi's bot-barrier challenges (ALTCHA_HMAC_KEY). In production (NODE_ENV
 * production) a missing key, or the public development key, stops Strapi from starting: without it anyone could
 * forge solved challenges.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, development: boolean }}
 */
function altchaHmacKey(env) {
  const key = (env.ALTCHA_HMAC_KEY ?? '').trim();
  const production = env.NODE_ENV === 'production';
  if (production && !key) {
    throw new Error('ALTCHA_HMAC_KEY is not set: Strapi signs the bot-barrier challenges of registration and password reset with it (a long random string)');
  }
  if (production && key === DEV_ALTCHA_HMAC_KEY) {
    throw new Error('ALTCHA_HMAC_KEY is the public development key: set a real secret');
  }
  return key ? { key, development: false } : { key: DEV_ALTCHA_HMAC_KEY, development: true };
}

module.exports = { altchaHmacKey, DEV_ALTCHA_HMAC_KEY };
