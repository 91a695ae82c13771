import { inject } from 'vitest';
import { StrapiAuth } from '../../adapters/strapi/strapi-auth';
import { StrapiBackendErrors } from '../../adapters/strapi/strapi-backend-errors';
import { StrapiBotChallenges } from '../../adapters/strapi/strapi-bot-challenges';
import { StrapiClient } from '../../adapters/strapi/strapi-client';
import { StrapiContentBackend } from '../../adapters/strapi/strapi-content-backend';
import { cheapChallenge, solve } from './bot-challenge-solver';
import { TestBrowser } from './test-browser';

export interface Mail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

/**
 * The Strapi adapters as the app wires them, in one test browser (a fresh one unless given: pass the same browser
 * again for what a reload of the page builds), which keeps Strapi's cookies (the HttpOnly refresh cookie, the provider
 * session) for credentialed requests. Node's http transport underneath: jsdom's XHR would apply browser CORS rules to
 * a test talking to localhost.
 */
export function strapiAdapters(url: string, browser = new TestBrowser()) {
  const client = new StrapiClient({ baseUrl: url, version: 'v5', axios: { adapter: browser.axiosAdapter } });
  return {
    client,
    browser,
    content: new StrapiContentBackend(client),
    auth: new StrapiAuth(client, browser.hint),
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

/** The bot-barrier key of a test Strapi this run started (the Strapi layer's, the emulator launcher's); else none. */
function knownAltchaKey(url: string): string | undefined {
  if (url === process.env.EMULATORS_STRAPI_URL) return process.env.EMULATORS_STRAPI_ALTCHA_KEY || undefined;
  return inject('strapiUrl') === url ? inject('strapiEnv')?.ALTCHA_HMAC_KEY : undefined;
}

/**
 * An X-Altcha header's worth for a request that is not about the proof of work: for a test Strapi whose key is known,
 * a challenge signed with it at one possible counter (cheapChallenge), so the test's time does not depend on the
 * machine's speed; for any other server a real one, solved.
 */
export async function accountChallenge(url: string): Promise<string> {
  const key = knownAltchaKey(url);
  return key ? cheapChallenge(key) : solvedChallenge(url);
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
    headers: { 'Content-Type': 'application/json', 'X-Altcha': await accountChallenge(url) },
    body: JSON.stringify({ username, email, password }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  await confirmEmail(url, mailUrl, email);
  return { email, username, password };
}
