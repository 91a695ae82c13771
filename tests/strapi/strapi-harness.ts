import type { AxiosAdapter } from 'axios';
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
 * Node's http transport: jsdom's XHR would apply browser CORS rules to a test talking to localhost. `adapter`: another
 * transport (a TestBrowser's, which keeps Strapi's cookies for credentialed requests).
 */
export function strapiAdapters(url: string, adapter: AxiosAdapter | 'http' = 'http') {
  const tokens = new CookieTokenStore('jwt');
  const client = new StrapiClient({ baseUrl: url, version: 'v5', axios: { adapter } }, tokens);
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

/** E-mails Strapi sent over SMTP, as the test server's MailDev received them (its REST API), oldest first. */
export async function readMails(mailUrl: string): Promise<Mail[]> {
  const response = await fetch(`${mailUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const items = (await response.json()) as Array<{ to: Array<{ address: string }>; subject: string; text?: string; html?: string; time: string }>;
  return items
    .sort((a, b) => a.time.localeCompare(b.time))
    .map((item) => ({ to: item.to.map((address) => address.address).join(', '), subject: item.subject, text: item.text, html: item.html }));
}

/** The newest match of `pattern` in the mails to `email` as MailDev holds them now; undefined when there is none. */
export async function mailedNow(mailUrl: string, email: string, pattern: RegExp): Promise<string | undefined> {
  const mails = (await readMails(mailUrl)).filter((m) => m.to === email);
  for (const mail of mails.reverse()) {
    const match = pattern.exec(`${mail.text ?? ''}\n${mail.html ?? ''}`);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * The newest match within `ms` (Strapi answers once its SMTP server took the mail; MailDev lists it a moment later),
 * undefined when none came: the way to tell "no e-mail was sent".
 */
export async function mailedWithin(mailUrl: string, email: string, pattern: RegExp, ms = 2_000): Promise<string | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await mailedNow(mailUrl, email, pattern);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function latestMailTo(mailUrl: string, email: string, pattern: RegExp): Promise<string> {
  const found = await mailedWithin(mailUrl, email, pattern, 5_000);
  if (found) return found;
  throw new Error(`No mail to ${email} matching ${pattern}`);
}

/** What clicking the link in the newest confirmation e-mail to `email` does. */
export async function confirmEmail(url: string, mailUrl: string, email: string): Promise<void> {
  const token = await latestMailTo(mailUrl, email, /confirmation=([A-Za-z0-9]+)/);
  const response = await fetch(`${url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
  if (response.status >= 400) throw new Error(`confirmation failed: ${response.status}`);
}

/** A couple's account registered over plain HTTP and confirmed through the e-mailed link. */
export async function confirmedAccount(url: string, mailUrl: string, email: string, password = 'Svatba2027a') {
  const username = email.split('@')[0]!;
  const response = await fetch(`${url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Altcha': await solvedChallenge(url) },
    body: JSON.stringify({ username, email, password }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  await confirmEmail(url, mailUrl, email);
  return { email, username, password };
}
