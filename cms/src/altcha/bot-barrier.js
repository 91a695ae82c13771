'use strict';

const { BOT_CHALLENGE_FAILED } = require('../../lib/generated/shared');

/** The public auth writes that need a solved challenge: they create accounts and send e-mails. */
const GUARDED_PATHS = new Set(['/api/auth/local/register', '/api/auth/forgot-password', '/api/auth/send-email-confirmation']);

/** The request header that carries the widget's payload (a JSON body belongs to users-permissions, which refuses unknown keys). */
const CHALLENGE_HEADER = 'X-Altcha';

/** Strapi's error body, so the web app's Strapi client reads it like any other; `details.code` is what it maps. */
const REFUSAL = Object.freeze({
  data: null,
  error: {
    status: 403,
    name: 'ForbiddenError',
    message: 'Bot challenge missing, expired, already used or forged',
    details: { code: BOT_CHALLENGE_FAILED },
  },
});

/**
 * Issues challenges and lets a request pass when it carries a solved one that was never used before.
 * @param {{ challenges: ReturnType<typeof import('../../lib/generated/shared').altchaChallenges>, spent: ReturnType<typeof import('./spent-challenges').spentChallenges>, now?: () => Date }} parts
 */
function botBarrier({ challenges, spent, now = () => new Date() }) {
  return {
    issue: () => challenges.issue(now()),
    /** True when `payload` is a solved, unexpired challenge of ours, now spent; false for anything else. */
    async pass(payload) {
      const at = now();
      const solved = await challenges.verify(payload, at);
      return solved !== null && (await spent.spend(solved, at));
    },
  };
}

/**
 * Koa middleware in front of users-permissions: a guarded request without a solved, unspent challenge ends here with
 * 403 and `bot/challenge-failed`, before any account is looked up, created or mailed. Routes match case-insensitively
 * and with a trailing slash, so the check does too.
 * @param {() => { pass(payload: unknown): Promise<boolean> }} barrier
 */
function botBarrierGuard(barrier) {
  return async (ctx, next) => {
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    if (ctx.method !== 'POST' || !GUARDED_PATHS.has(path)) return next();
    if (await barrier().pass(ctx.get(CHALLENGE_HEADER))) return next();
    ctx.status = REFUSAL.error.status;
    ctx.body = structuredClone(REFUSAL);
  };
}

module.exports = { botBarrier, botBarrierGuard, CHALLENGE_HEADER, GUARDED_PATHS, REFUSAL };
