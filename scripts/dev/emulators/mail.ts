// E-mail in the local stack (run.ts --mail): MailDev, an SMTP server with a web inbox, and the Trigger Email
// stand-in (adapters/smtp/trigger-email-standin), which sends the Firestore emulator's `mail` documents to it as the
// Trigger Email extension sends them in production.
import { join } from 'node:path';
import { NODE_TS } from '../../script-runtime.ts';
import { httpOk, startService, waitFor, type Service } from './processes.ts';
import { ROOT } from './settings.ts';

/** Where MailDev listens, as `host:port`. */
export interface MailDevAddresses {
  smtp: string;
  web: string;
}

function port(name: string, fallback: number) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} is not a port: ${process.env[name]}`);
  return value;
}

/** MailDev's own variables: the same names configure `npx maildev`. */
export const MAILDEV: MailDevAddresses = {
  smtp: `127.0.0.1:${port('MAILDEV_SMTP_PORT', 1025)}`,
  web: `127.0.0.1:${port('MAILDEV_WEB_PORT', 1080)}`,
};

/** What a command run inside the launcher learns about the mail catcher. */
export function mailEnv(): { MAILDEV_URL: string; MAILDEV_SMTP_HOST: string; MAILDEV_SMTP_PORT: string } {
  return { MAILDEV_URL: `http://${MAILDEV.web}`, MAILDEV_SMTP_HOST: '127.0.0.1', MAILDEV_SMTP_PORT: MAILDEV.smtp.split(':')[1] ?? '' };
}

/** Starts MailDev's own command (`maildev` as `npx maildev` runs it) on `MAILDEV`'s addresses, or a test's. */
export async function startMailDev(addresses: MailDevAddresses = MAILDEV): Promise<Service> {
  const [ip = '', smtpPort = ''] = addresses.smtp.split(':');
  const [webIp = '', webPort = ''] = addresses.web.split(':');
  const service = startService(
    'maildev',
    process.execPath,
    [join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'), '--smtp', smtpPort, '--web', webPort, '--ip', ip, '--web-ip', webIp],
    { cwd: ROOT, quiet: !process.env.EMULATORS_VERBOSE },
  );
  await waitFor(service, 'inbox answering', () => httpOk(`http://${addresses.web}/api/email`));
  return service;
}

/** Starts the Trigger Email stand-in (TypeScript, sharing ports/wire/firestore-documents.ts) against MailDev. */
export async function startMailRelay(env: NodeJS.ProcessEnv, addresses: MailDevAddresses = MAILDEV, { quiet = false } = {}): Promise<Service> {
  const [host, smtpPort] = addresses.smtp.split(':');
  const service = startService('mail-relay', process.execPath, [...NODE_TS, join(ROOT, 'adapters/smtp/trigger-email-standin/relay.ts')], {
    cwd: ROOT,
    env: { ...env, MAIL_RELAY_SMTP_HOST: host, MAIL_RELAY_SMTP_PORT: smtpPort },
    quiet,
  });
  await waitFor(service, 'watching the outbox', async () => service.lines.some((line) => line.startsWith('watching ')));
  return service;
}
