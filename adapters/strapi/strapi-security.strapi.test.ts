import { describe, expect, inject, it } from 'vitest';
import { confirmedAccount, solvedChallenge } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
let n = 0;
const uniqueEmail = () => `bezpecnost-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

/** Registration and forgot-password carry a solved bot-barrier challenge, as the forms send them. */
const NEEDS_CHALLENGE = new Set(['/auth/local/register', '/auth/forgot-password']);

async function post(path: string, body: unknown, token?: string) {
  const challenge: Record<string, string> = NEEDS_CHALLENGE.has(path) ? { 'X-Altcha': await solvedChallenge(url) } : {};
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...challenge, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const confirmedUser = () => confirmedAccount(url, mailUrl, uniqueEmail());

describe('Strapi visitor accounts: server-side protections', () => {
  it.each([
    ['role', { role: 1 }],
    ['confirmed', { confirmed: true }],
    ['blocked', { blocked: false }],
  ])('refuses a registration carrying %s and creates no user', async (_field, extra) => {
    const email = uniqueEmail();
    const username = email.split('@')[0]!;
    const refused = await post('/auth/local/register', { username, email, password: 'Svatba2027a', ...extra });
    expect(refused.status).toBe(400);
    // Had the user been created, the e-mail would now be taken.
    expect((await post('/auth/local/register', { username, email, password: 'Svatba2027a' })).status).toBe(200);
  });

  it.each([
    ['{}', {}],
    ['[]', []],
    ['""', ''],
    ['null', null],
  ])('refuses reset-password with code %s and leaves the password unchanged', async (_label, code) => {
    const user = await confirmedUser();
    await post('/auth/forgot-password', { email: user.email });
    const attempt = await post('/auth/reset-password', { code, password: 'Unesene-heslo-1', passwordConfirmation: 'Unesene-heslo-1' });
    expect(attempt.status).toBe(400);
    expect(attempt.body).not.toHaveProperty('jwt');
    expect((await post('/auth/local', { identifier: user.email, password: user.password })).status).toBe(200);
    expect((await post('/auth/local', { identifier: user.email, password: 'Unesene-heslo-1' })).status).toBe(400);
  });

  it('does not list users to anonymous visitors', async () => {
    expect((await fetch(`${url}/api/users`)).status).toBe(403);
  });

  it('/users/me never returns the password, reset or confirmation tokens', async () => {
    const user = await confirmedUser();
    const login = await post('/auth/local', { identifier: user.email, password: user.password });
    const me = (await (await fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${login.body!.jwt as string}` } })).json()) as Record<
      string,
      unknown
    >;
    expect(me.email).toBe(user.email);
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) expect(me).not.toHaveProperty(secret);
  });

  it('serves only published content to the public and no write access', async () => {
    const write = await post('/faq-items', { data: { question: 'Vnucená otázka', answer: 'x', category: 'x', order: 99 } });
    expect([401, 403]).toContain(write.status);
    const upload = await fetch(`${url}/api/upload`, { method: 'POST' });
    expect([401, 403]).toContain(upload.status);
  });
});
