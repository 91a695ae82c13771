'use strict';

/**
 * The bot barrier's parameters, as domain/bot/bot-challenge.ts names them for the functions and the fakes. The cms
 * is its own package and does not import ../domain, so they are repeated here;
 * adapters/strapi/strapi-bot-challenges.strapi.test.ts fails when the two differ.
 */
const BOT_CHALLENGE = Object.freeze({
  /** PBKDF2 makes each try cost real work; the widget solves it in Web Workers. */
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per try. */
  cost: 400,
  /** The solving counter is drawn from [0, maxCounter): about maxCounter / 2 tries on average. */
  maxCounter: 4000,
  /** A few minutes: long enough for a slow form (the widget fetches a fresh one when it expires). */
  ttlMs: 5 * 60 * 1000,
});

/** The code every refusal carries in `error.details.code`; the web app maps it to its Czech message. */
const BOT_CHALLENGE_FAILED = 'bot/challenge-failed';

module.exports = { BOT_CHALLENGE, BOT_CHALLENGE_FAILED };
