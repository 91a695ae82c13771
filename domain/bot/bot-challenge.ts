/**
 * The proof-of-work barrier in front of every public write (ALTCHA): how hard a challenge is, how long it lives.
 * Every issuer uses these (the functions, the in-memory fakes; cms/src/altcha repeats them for Strapi, checked by
 * adapters/strapi/strapi-bot-challenges.strapi.test.ts). A solve takes well under a second in a browser's Web Worker
 * (npm run bench:altcha) and is spent once: a second use, an expired or forged challenge is refused with `bot/challenge-failed`.
 */
export const BOT_CHALLENGE = {
  /** PBKDF2 makes each try cost real work; the widget solves it in Web Workers. */
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per try. */
  cost: 400,
  /** The solving counter is drawn from [0, maxCounter): about maxCounter / 2 tries on average. */
  maxCounter: 4_000,
  /** A few minutes: long enough for a slow form (the widget fetches a fresh one when it expires). */
  ttlMs: 5 * 60_000,
} as const;

/** The one error every failed challenge becomes, whatever failed (missing, expired, replayed, forged). */
export const BOT_CHALLENGE_FAILED = 'bot/challenge-failed' as const;
