'use strict';

// A couple's bookings, messages and mails live in Firebase, their account here. Whatever deletes an account — the
// couple's own "Smazat účet" (DELETE /api/account), the admin panel, the users API — must erase or flag that data
// too, or the couple is left with no login to ask for it. Before Strapi deletes a user it reports the e-mail to the
// functions' `accountDeleted` hook (ports/wire/callable-api.ts SERVER_HOOKS: POST { email }, Authorization: Bearer
// <secret>), which runs the same erasure as "Smazat účet"; only a 200 lets the deletion go on. Pure (fetch passed in),
// so unit tests run it against a stand-in.

/** How long the functions get: a cold start plus one transaction per booking of the e-mail. */
const ACCOUNT_ERASURE_TIMEOUT_MS = 30_000;

/**
 * The hook the environment asks for: ACCOUNT_ERASURE_URL (the accountDeleted function's address) and
 * ACCOUNT_ERASURE_SECRET (the functions' secret of the same name). Null when no URL is set: outside production
 * deletions then go on without Firebase (a dev or test Strapi without the functions); in production they are refused
 * (`requiredFor`). A URL without a secret, or a URL Strapi could not call, stops the start.
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, secret: string } | null}
 */
function accountErasureHookFromEnv(env) {
  const raw = String(env.ACCOUNT_ERASURE_URL || '').trim();
  if (!raw) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('ACCOUNT_ERASURE_URL is not an absolute URL (expected https://…/accountDeleted).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`ACCOUNT_ERASURE_URL must use https:// or http://, not ${url.protocol}//.`);
  }
  const secret = String(env.ACCOUNT_ERASURE_SECRET || '').trim();
  if (!secret) throw new Error('ACCOUNT_ERASURE_SECRET is not set: the functions refuse an account report without it.');
  if (/[\u0000-\u001f\u007f]/.test(secret)) throw new Error('ACCOUNT_ERASURE_SECRET contains control characters; it is sent as an HTTP header.');
  return { url: url.href, secret };
}

/** Whether a deletion may go on without the hook: only where no Firebase data can exist to be left behind. */
function deletionWithoutHookAllowed(env) {
  return env.NODE_ENV !== 'production';
}

/**
 * Reports one deleted account's e-mail; resolves what the functions erased, rejects (with a Czech message the admin
 * panel shows) when they did not confirm it — the caller then refuses the deletion, and a repeat later finishes it.
 * @param {{ url: string, secret: string }} hook
 * @param {string} email
 * @param {string | number | undefined} accountId Strapi's id: recorded with the erasure, so a restore deletes it again
 * @param {typeof fetch} fetchImpl
 */
async function reportDeletedAccount(hook, email, accountId, fetchImpl = fetch) {
  let response;
  try {
    response = await fetchImpl(hook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${hook.secret}` },
      body: JSON.stringify(accountId === undefined ? { email } : { email, accountId: String(accountId) }),
      signal: AbortSignal.timeout(ACCOUNT_ERASURE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`Údaje účtu v rezervačním systému se nepodařilo smazat (nedostupný: ${error instanceof Error ? error.name : 'chyba'}). Účet zůstal; zkuste to prosím znovu.`);
  }
  if (!response.ok) {
    throw new Error(`Údaje účtu v rezervačním systému se nepodařilo smazat (odpověď ${response.status}). Účet zůstal; zkuste to prosím znovu.`);
  }
  return response.json();
}

/** One start-up line; the URL's origin only (the path names the project). */
function accountErasureLogLine(hook, env) {
  if (hook) return `[account-erasure] deleting an account first erases its data in Firebase: POST ${new URL(hook.url).origin}/… with the secret.`;
  return deletionWithoutHookAllowed(env)
    ? '[account-erasure] ACCOUNT_ERASURE_URL is not set: deleted accounts leave their Firebase data (development only).'
    : '[account-erasure] ACCOUNT_ERASURE_URL is not set: accounts cannot be deleted until it is (their Firebase data would stay behind).';
}

module.exports = { ACCOUNT_ERASURE_TIMEOUT_MS, accountErasureHookFromEnv, deletionWithoutHookAllowed, reportDeletedAccount, accountErasureLogLine };
