import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** One e-mail as a MailDev inbox received it over SMTP (its REST API, GET /api/email). */
export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; generatedFileName: string }>;
}

interface MailDevItem {
  id: string;
  to: Array<{ address: string }>;
  subject: string;
  text?: string;
  html?: string;
  attachments?: ReceivedMail['attachments'];
}

export async function inbox(mailDevUrl: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailDevUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return ((await response.json()) as MailDevItem[]).map((item) => ({
    id: item.id,
    to: item.to.map((address) => address.address),
    subject: item.subject,
    text: item.text ?? '',
    html: item.html ?? '',
    attachments: item.attachments ?? [],
  }));
}

/**
 * Waits for the e-mail to `to` whose subject matches, and answers it. The default outlasts the relay's worst case: a
 * listener event the emulator dropped is picked up by the relay's 30 s sweep (adapters/smtp/trigger-email-standin), on a slow machine.
 */
export async function waitForMail(mailDevUrl: string, to: string, subject: RegExp | string, timeout = 90_000): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) => mail.to.includes(to) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      found = (await inbox(mailDevUrl)).find(matches);
      return found?.subject ?? '';
    }, { timeout, message: `an e-mail to ${to} with the subject ${subject} in MailDev` })
    .not.toBe('');
  return found!;
}

/** An attachment's content as MailDev stored it. */
/** A binary attachment (the QR Platba PNG) as bytes. */
export async function attachmentBytes(mailDevUrl: string, mail: ReceivedMail, filename: string): Promise<Buffer> {
  const file = mail.attachments.find((item) => item.filename === filename);
  if (!file) throw new Error(`no attachment ${filename} in "${mail.subject}"`);
  const response = await fetch(`${mailDevUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for the attachment`);
  return Buffer.from(await response.arrayBuffer());
}

export async function attachment(mailDevUrl: string, mail: ReceivedMail, filename: string): Promise<string> {
  const file = mail.attachments.find((item) => item.filename === filename);
  if (!file) throw new Error(`no attachment ${filename} in "${mail.subject}"`);
  const response = await fetch(`${mailDevUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for the attachment`);
  return response.text();
}

/**
 * The newest match of `pattern`'s first group in the e-mails Strapi sent to `email` over SMTP (the e2e Strapi's
 * MailDev, whose address tests/e2e/support/strapi-e2e-server.mjs writes to .tmp/strapi-e2e.json); '' while there is none.
 */
export async function strapiMailed(email: string, pattern: RegExp): Promise<string> {
  const { mailUrl } = JSON.parse(readFileSync('.tmp/strapi-e2e.json', 'utf8')) as { mailUrl: string };
  for (const mail of (await inbox(mailUrl)).reverse()) {
    const found = mail.to.includes(email) ? pattern.exec(`${mail.html}${mail.text}`) : null;
    if (found?.[1]) return found[1];
  }
  return '';
}
