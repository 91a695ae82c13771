// @vitest-environment node
// A scripted bot against the real Strapi, over plain HTTP: no browser, no widget. Registration, forgot-password and
// the confirmation resend are refused unless the request carries a solved challenge of this server that was never used before.
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { BOT_CHALLENGE, BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { expiredChallenge, forgedChallenge } from '../../tests/support/bot-challenge-solver';
import { inStrapiDatabase } from '../../tests/support/strapi-database';
import { confirmedAccount, readMails, solvedChallenge } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const database = inject('strapiDatabase');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;
let n = 0;
const uniqueEmail = () => `robot-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

const userRow = async (email: string) =>
  (await inStrapiDatabase(database, (db) => db.rows('SELECT id, reset_password_token FROM up_users WHERE email = ?', [email])))[0];
const spentRows = async (challengeId: string) =>
  Number((await inStrapiDatabase(database, (db) => db.rows('SELECT count(*) AS n FROM altcha_spent_challenges WHERE challenge_id = ?', [challengeId])))[0]!.n);
const challengeIdOf = (payload: string) =>
  createHash('sha256')
    .update((JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: { signature: string } }).challenge.signature)
    .digest('hex');
const mailsTo = async (email: string) => (await readMails(mailUrl)).filter((mail) => mail.to === email);

async function post(path: string, body: unknown, challenge?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(challenge === undefined ? {} : { 'X-Altcha': challenge }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const REFUSED = {
  data: null,
  error: { status: 403, name: 'ForbiddenError', message: expect.any(String), details: { code: BOT_CHALLENGE_FAILED } },
};

/** What a bot sends instead of a fresh solved challenge; `spent` was already used by a successful request. */
async function botChallenges(spent: string): Promise<Array<[string, string | undefined]>> {
  return [
    ['no header', undefined],
    ['empty header', ''],
    ['not a payload', 'bm90LWEtcGF5bG9hZA=='],
    ['expired (signed with the server key, past its expiry)', await expiredChallenge(altchaKey)],
    ['forged (signed with another key)', await forgedChallenge()],
    ['replayed', spent],
  ];
}

describe("Strapi's bot barrier (cms/src/altcha)", () => {
  it('GET /api/altcha/challenge: public, never cached, a fresh signed challenge with those parameters each time', async () => {
    const answers = await Promise.all([fetch(`${url}/api/altcha/challenge`), fetch(`${url}/api/altcha/challenge`)]);
    const before = Date.now();
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store');
    const [first, second] = (await Promise.all(answers.map((a) => a.json()))) as Array<{
      parameters: { algorithm: string; cost: number; expiresAt: number };
      signature: string;
    }>;
    expect(first!.parameters).toMatchObject({ algorithm: BOT_CHALLENGE.algorithm, cost: BOT_CHALLENGE.cost });
    expect(first!.parameters.expiresAt * 1000).toBeGreaterThan(before + BOT_CHALLENGE.ttlMs - 10_000);
    expect(first!.parameters.expiresAt * 1000).toBeLessThanOrEqual(before + BOT_CHALLENGE.ttlMs);
    expect(first!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second!.signature).not.toBe(first!.signature);
  });

  it('lets the web app send the X-Altcha header across origins (CORS preflight)', async () => {
    const preflight = await fetch(`${url}/api/auth/local/register`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-altcha' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-altcha');
  });

  it('refuses a bot registration without a fresh solved challenge: 403 bot/challenge-failed, no user row, no e-mail', async () => {
    const spent = await solvedChallenge(url);
    const person = uniqueEmail();
    expect((await post('/api/auth/local/register', { username: person.split('@')[0], email: person, password: 'Svatba2027a' }, spent)).status).toBe(200);
    for (const [label, challenge] of await botChallenges(spent)) {
      const email = uniqueEmail();
      const refused = await post('/api/auth/local/register', { username: email.split('@')[0], email, password: 'Svatba2027a' }, challenge);
      expect(refused, label).toEqual({ status: 403, body: REFUSED });
      expect(await userRow(email), label).toBeUndefined();
      expect(await mailsTo(email), label).toEqual([]);
    }
    // The person's registration went through: a user row and a confirmation e-mail.
    expect(await userRow(person)).toBeDefined();
    await expect.poll(async () => (await mailsTo(person)).length).toBe(1);
  });

  it('refuses a bot password-reset request without a fresh solved challenge: no reset token, no e-mail', async () => {
    const couple = await confirmedAccount(url, mailUrl, uniqueEmail());
    const mailsBefore = (await mailsTo(couple.email)).length;
    const spent = await solvedChallenge(url);
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail() }, spent)).status).toBe(200);
    for (const [label, challenge] of await botChallenges(spent)) {
      expect(await post('/api/auth/forgot-password', { email: couple.email }, challenge), label).toEqual({ status: 403, body: REFUSED });
    }
    expect((await userRow(couple.email))!.reset_password_token).toBeNull();
    expect(await mailsTo(couple.email)).toHaveLength(mailsBefore);
    // With a fresh one the reset e-mail goes out.
    expect((await post('/api/auth/forgot-password', { email: couple.email }, await solvedChallenge(url))).status).toBe(200);
    expect((await userRow(couple.email))!.reset_password_token).toBeTruthy();
    await expect.poll(async () => (await mailsTo(couple.email)).length).toBe(mailsBefore + 1);
  });

  it('refuses a bot confirmation resend without a fresh solved challenge: no e-mail', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/local/register', { username: email.split('@')[0], email, password: 'Svatba2027a' }, await solvedChallenge(url))).status).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const spent = await solvedChallenge(url);
    expect((await post('/api/auth/send-email-confirmation', { email: uniqueEmail() }, spent)).status).toBe(200);
    for (const [label, challenge] of await botChallenges(spent)) {
      expect(await post('/api/auth/send-email-confirmation', { email }, challenge), label).toEqual({ status: 403, body: REFUSED });
    }
    // With a fresh one the link goes out again; the refusals above were answered before it was asked, so had any of
    // them mailed, its mail would be here too.
    expect((await post('/api/auth/send-email-confirmation', { email }, await solvedChallenge(url))).status).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThanOrEqual(2);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('guards the routes however the path is spelled (the router ignores case and a trailing slash)', async () => {
    for (const path of ['/api/AUTH/Local/Register', '/api/auth/local/register/']) {
      const email = uniqueEmail();
      const refused = await post(path, { username: email.split('@')[0], email, password: 'Svatba2027a' });
      expect(refused, path).toEqual({ status: 403, body: REFUSED });
      expect(await userRow(email), path).toBeUndefined();
      // The same spelling with a solved challenge reaches users-permissions: the spelling is a real route.
      expect((await post(path, { username: email.split('@')[0], email, password: 'Svatba2027a' }, await solvedChallenge(url))).status, path).toBe(200);
    }
  });

  it('keeps spent challenges in the database (shared by every instance) and purges the expired ones on the next spend', async () => {
    const stale = 'f'.repeat(64);
    await inStrapiDatabase(database, (db) => db.changes('INSERT INTO altcha_spent_challenges (challenge_id, expires_at) VALUES (?, ?)', [stale, Date.now() - 3_600_000]), { write: true });
    expect(await spentRows(stale)).toBe(1);
    const payload = await solvedChallenge(url);
    expect((await post('/api/auth/forgot-password', { email: uniqueEmail() }, payload)).status).toBe(200);
    expect(await spentRows(challengeIdOf(payload))).toBe(1);
    expect(await spentRows(stale)).toBe(0);
  });
});
