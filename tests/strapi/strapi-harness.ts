import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StrapiAuth } from '../../adapters/strapi/strapi-auth';
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

/** Node's http transport: jsdom's XHR would apply browser CORS rules to a test talking to localhost. */
export function strapiClient(url: string): StrapiClient {
  return new StrapiClient({ baseUrl: url, version: 'v5', axios: { adapter: 'http' } });
}

export function strapiAdapters(url: string) {
  const client = strapiClient(url);
  return { client, content: new StrapiContentBackend(client), auth: new StrapiAuth(client, new CookieTokenStore('jwt')) };
}

/** E-mails the cms outbox provider wrote (one JSON file per mail), newest last. */
export async function readMails(mailDir: string): Promise<Mail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(mailDir, n), 'utf8')) as Mail));
}

export async function latestMailTo(mailDir: string, email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await readMails(mailDir)).filter((m) => m.to === email);
    for (const mail of mails.reverse()) {
      const match = pattern.exec(`${mail.text ?? ''}\n${mail.html ?? ''}`);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${email} matching ${pattern}`);
}
