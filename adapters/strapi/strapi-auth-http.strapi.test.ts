import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { cheapChallenge } from '../../tests/support/bot-challenge-solver';
import { confirmedAccount, latestMailTo, readMails, strapiAdapters } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;
/** A bot-barrier challenge signed with the server's key, solved at the first try: these tests are not about the proof of work. */
const quick = () => cheapChallenge(altchaKey);
let n = 0;
const uniqueEmail = () => `http-${Date.now().toString(36)}-${(n += 1)}@example.cz`;
const CONFIRMATION = /confirmation=([A-Za-z0-9]+)/;

async function register(email: string) {
  const { auth } = strapiAdapters(url);
  await auth.register({ username: email.split('@')[0]!, email, password: 'Svatba2027a' }, await quick());
  return latestMailTo(mailUrl, email, CONFIRMATION);
}

async function mailsTo(email: string) {
  return (await readMails(mailUrl)).filter((m) => m.to === email);
}

async function confirm(token: string) {
  return (await fetch(`${url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' })).status;
}

describe('POST /auth/send-email-confirmation through StrapiAuth (real Strapi)', () => {
  it('mails a fresh confirmation link that confirms the account; the first link stops working', async () => {
    const email = uniqueEmail();
    const first = await register(email);
    const { auth } = strapiAdapters(url);
    await auth.sendEmailConfirmation(email, await quick());
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const second = await latestMailTo(mailUrl, email, CONFIRMATION);
    expect(second).not.toBe(first);
    expect(await confirm(first)).toBeGreaterThanOrEqual(400);
    expect(await confirm(second)).toBeLessThan(400);
    await expect(auth.signIn({ identifier: email, password: 'Svatba2027a' })).resolves.toMatchObject({ email, confirmed: true });
  });

  it('answers an unknown e-mail like a known one and mails nothing (no account probing)', async () => {
    const email = uniqueEmail();
    await expect(strapiAdapters(url).auth.sendEmailConfirmation(email, await quick())).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses an account that is already confirmed with a typed code, and mails nothing more', async () => {
    const { email } = await confirmedAccount(url, mailUrl, uniqueEmail());
    const before = (await mailsTo(email)).length;
    await expect(strapiAdapters(url).auth.sendEmailConfirmation(email, await quick())).rejects.toMatchObject({
      code: 'auth/email-taken',
      details: { status: 400 },
    });
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('works for a signed-in couple, whose session does not go along (forgot-password too)', async () => {
    const couple = await confirmedAccount(url, mailUrl, uniqueEmail());
    const other = uniqueEmail();
    await register(other);
    const { auth } = strapiAdapters(url);
    await auth.signIn({ identifier: couple.email, password: couple.password });
    await expect(auth.sessionToken()).resolves.toBeTruthy();
    await auth.sendEmailConfirmation(other, await quick());
    await auth.requestPasswordReset(couple.email, await quick());
    await expect(latestMailTo(mailUrl, couple.email, /code=([A-Za-z0-9]+)/)).resolves.toBeTruthy();
    await expect.poll(async () => (await mailsTo(other)).length).toBe(2);
  });
});

describe('StrapiClient rethrows the error body of the real Strapi unchanged', () => {
  it('is exactly what Strapi answered over HTTP', async () => {
    const attempt = { identifier: uniqueEmail(), password: 'Spatne-heslo-1' };
    const raw = await fetch(`${url}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(attempt),
    });
    const answered: unknown = await raw.json();
    const thrown = await strapiAdapters(url)
      .client.request({ method: 'POST', url: '/auth/local', data: attempt })
      .catch((e: unknown) => e);
    expect(raw.status).toBe(400);
    expect(answered).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } });
    expect(thrown).toStrictEqual(answered);
  });

  it('a missing route is Strapi’s 404 body, not a wrapper', async () => {
    const raw = (await (await fetch(`${url}/api/weddings/neexistuje`)).json()) as unknown;
    const thrown = await strapiAdapters(url)
      .client.request({ method: 'GET', url: '/weddings/neexistuje' })
      .catch((e: unknown) => e);
    expect(thrown).toStrictEqual(raw);
    expect(thrown).toMatchObject({ error: { status: 404 } });
  });
});
