import { StrapiAuth } from '../../adapters/strapi/strapi-auth';
import { StrapiBackendErrors } from '../../adapters/strapi/strapi-backend-errors';
import { StrapiClient } from '../../adapters/strapi/strapi-client';
import { StrapiContentBackend } from '../../adapters/strapi/strapi-content-backend';
import { CookieTokenStore } from '../../adapters/strapi/strapi-token-store';

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
  };
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

export async function latestMailTo(mailUrl: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await readMails(mailUrl)).filter((m) => m.to === email);
    for (const mail of mails.reverse()) {
      const match = pattern.exec(`${mail.text ?? ''}\n${mail.html ?? ''}`);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  await confirmEmail(url, mailUrl, email);
  return { email, username, password };
}
