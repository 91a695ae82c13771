'use strict';

const crypto = require('node:crypto');

/**
 * The secrets a Strapi environment needs, once: what `npm run preflight` and a production start ask for (each saying
 * in Czech and English what it is for), what scripts/ensure-env.mjs writes into a new .env and what each test server
 * starts with. ALTCHA_HMAC_KEY is generated with them; its production rule is src/altcha/hmac-key.js's.
 */
const STRAPI_SECRETS = [
  ['APP_KEYS', 'klíče, jimiž Strapi podepisuje relace', 'the keys Strapi signs sessions with'],
  ['API_TOKEN_SALT', 'sůl API tokenů', 'the salt of API tokens'],
  ['ADMIN_JWT_SECRET', 'tajný klíč přihlášení do administrace', "the admin panel's sign-in secret"],
  ['TRANSFER_TOKEN_SALT', 'sůl tokenů pro přenos dat', 'the salt of data-transfer tokens'],
  ['JWT_SECRET', 'tajný klíč přihlášení návštěvníků (účty snoubenců)', "the visitors' (couples') sign-in secret"],
  ['ENCRYPTION_KEY', 'klíč šifrování uložených tajemství', 'the key that encrypts stored secrets'],
];

const secret = () => crypto.randomBytes(24).toString('base64');

/**
 * Fresh random values for every secret (APP_KEYS holds several keys, so Strapi can rotate them).
 * @returns {Record<string, string>}
 */
function generatedSecrets() {
  const secrets = Object.fromEntries(STRAPI_SECRETS.map(([name]) => [name, secret()]));
  return { ...secrets, APP_KEYS: [secret(), secret(), secret(), secret()].join(','), ALTCHA_HMAC_KEY: secret() };
}

module.exports = { STRAPI_SECRETS, generatedSecrets };
