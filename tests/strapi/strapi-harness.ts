import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StrapiAuth } from '../../adapters/strapi/strapi-auth';
import { StrapiBackendErrors } from '../../adapters/strapi/strapi-backend-errors';
import { StrapiBotChallenges } from '../../adapters/strapi/strapi-bot-challenges';
import { StrapiClient } from '../../adapters/strapi/strapi-client';
import { StrapiContentBackend } from '../../adapters/strapi/strapi-content-backend';
import { CookieTokenStore } from '../../adapters/strapi/strapi-token-store';
import { solve } from '../support/bot-challenge';

export function clearSessionCookie(): void {
  new CookieTokenStore('jwt').clear();
}

export interface Mail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

/**
 * The Strapi adapters as the app wires them: one token store (the `jwt` cookie) shared by the client and StrapiAuth.
 * Node's http transport: jsdom's XHR would apply browser CORS rules to a test talking to localhost.
 */
export function strapiAdapters(url: string) {
  const tokens = new CookieTokenStore('jwt');
  const client = new StrapiClient({ baseUrl: url, version: 'v5', axios: { adapter: 'http' } }, tokens);
  return {
    client,
    tokens,
    content: new StrapiContentBackend(client),
    auth: new StrapiAuth(client, tokens),
    errors: new StrapiBackendErrors(client),
    challenges: new StrapiBotChallenges(client),
  };
}

/** A fresh challenge from the Strapi at `url` (GET /api/altcha/challenge), solved: an X-Altcha header's worth. */
export async function solvedChallenge(url: string): Promise<string> {
  const response = await fetch(`${url}/api/altcha/challenge`);
  if (response.status !== 200) throw new Error(`GET /api/altcha/challenge answered ${response.status}`);
  return solve((await response.json()) as Parameters<typeof solve>[0]);
}

/** E-mails the cms outbox provider wrote (one JSON file per mail), newest last. */
export async function readMails(mailDir: string): Promise<Mail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(mailDir, n), 'utf8')) as Mail));
}

/**
 * The newest match of `pattern` in the mails to `email` as they are now; undefined when there is none. Strapi answers
 * forgot-password and register only after the outbox wrote the mail, so this needs no waiting.
 */
export async function mailedNow(mailDir: string, email: string, pattern: RegExp): Promise<string | undefined> {
  const mails = (await readMails(mailDir)).filter((m) => m.to === email);
  for (const mail of mails.reverse()) {
    const match = pattern.exec(`${mail.text ?? ''}\n${mail.html ?? ''}`);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

export async function latestMailTo(mailDir: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await mailedNow(mailDir, email, pattern);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${email} matching ${pattern}`);
}

/** What clicking the link in the newest confirmation e-mail to `email` does. */
export async function confirmEmail(url: string, mailDir: string, email: string): Promise<void> {
  const token = await latestMailTo(mailDir, email, /confirmation=([A-Za-z0-9]+)/);
  const response = await fetch(`${url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
  if (response.status >= 400) throw new Error(`confirmation failed: ${response.status}`);
}

/** A couple's account registered over plain HTTP and confirmed through the e-mailed link. */
export async function confirmedAccount(url: string, mailDir: string, email: string, password = 'Svatba2027a') {
  const username = email.split('@')[0]!;
  const response = await fetch(`${url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Altcha': await solvedChallenge(url) },
    body: JSON.stringify({ username, email, password }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  await confirmEmail(url, mailDir, email);
  return { email, username, password };
}
