'use strict';

const crypto = require('node:crypto');

const SPENT_CHALLENGE_UID = 'altcha::spent-challenge';
const TABLE = 'altcha_spent_challenges';
/** Rows stay this long past their challenge's expiry, so clock skew between instances cannot reopen a spent one. */
const PURGE_GRACE_MS = 60 * 1000;

/**
 * The replay store's table: a plain database model (registered with strapi.get('models') in src/index.ts), not a
 * content type, so it is not in the admin, the REST API or a backup. The unique index makes "spend" one atomic
 * insert that a second use fails, whichever Strapi instance it reaches; Strapi's schema sync creates it on SQLite and
 * PostgreSQL alike.
 */
const SPENT_CHALLENGE_MODEL = {
  uid: SPENT_CHALLENGE_UID,
  singularName: 'altcha_spent_challenge',
  tableName: TABLE,
  attributes: {
    id: { type: 'increments' },
    /** SHA-256 of the challenge's signature (fixed length whatever the signature). */
    challenge_id: { type: 'string', column: { notNullable: true } },
    /** When the challenge expires, in epoch milliseconds. */
    expires_at: { type: 'biginteger', column: { notNullable: true } },
  },
  indexes: [
    { name: `${TABLE}_challenge_id_unique`, columns: ['challenge_id'], type: 'unique' },
    { name: `${TABLE}_expires_at_index`, columns: ['expires_at'] },
  ],
};

/**
 * Spent challenges in Strapi's database, shared by every instance on it. Each spend first purges rows whose
 * challenges expired (plus the grace period): a challenge past its expiry is refused by the verifier anyway.
 * @param {() => { query(uid: string): any }} database  Strapi's `strapi.db` (read when used: it opens after register)
 */
function spentChallenges(database) {
  return {
    /**
     * Marks the solved challenge spent. Resolves false when it already was (a replay), true on its first use.
     * @param {{ id: string, expiresAt: Date }} challenge
     * @param {Date} now
     */
    async spend(challenge, now) {
      const rows = database().query(SPENT_CHALLENGE_UID);
      const challengeId = crypto.createHash('sha256').update(challenge.id).digest('hex');
      await rows.deleteMany({ where: { expires_at: { $lt: now.getTime() - PURGE_GRACE_MS } } });
      try {
        await rows.create({ data: { challenge_id: challengeId, expires_at: challenge.expiresAt.getTime() } });
        return true;
      } catch (error) {
        // The unique index refused the row: spent before. Anything else (the database is down) is a real failure.
        if (await rows.findOne({ where: { challenge_id: challengeId }, select: ['id'] })) return false;
        throw error;
      }
    },
  };
}

module.exports = { SPENT_CHALLENGE_MODEL, SPENT_CHALLENGE_UID, spentChallenges };
