// E-mail in the local stack (run.mjs --mail): MailDev, an SMTP server with a web inbox, and the outbox relay
// (scripts/mail-relay), which sends the Firestore emulator's `mail` documents to it as the Trigger Email extension
// sends them in production.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { httpOk, startService, waitFor } from './processes.mjs';
import { ROOT } from './settings.mjs';

function port(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} is not a port: ${process.env[name]}`);
  return value;
}

/** MailDev's own variables: the same names configure `npx maildev`. */
export const MAILDEV = {
  smtp: `127.0.0.1:${port('MAILDEV_SMTP_PORT', 1025)}`,
  web: `127.0.0.1:${port('MAILDEV_WEB_PORT', 1080)}`,
};

/** What a command run inside the launcher learns about the mail catcher. */
export function mailEnv() {
  return { MAILDEV_URL: `http://${MAILDEV.web}`, MAILDEV_SMTP_HOST: '127.0.0.1', MAILDEV_SMTP_PORT: MAILDEV.smtp.split(':')[1] };
}

/** Starts MailDev's own command (`maildev` as `npx maildev` runs it) on `MAILDEV`'s addresses, or a test's. */
export async function startMailDev(addresses = MAILDEV) {
  const [ip, smtpPort] = addresses.smtp.split(':');
  const [webIp, webPort] = addresses.web.split(':');
  const service = startService(
    'maildev',
    process.execPath,
    [join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'), '--smtp', smtpPort, '--web', webPort, '--ip', ip, '--web-ip', webIp],
    { cwd: ROOT, quiet: !process.env.EMULATORS_VERBOSE },
  );
  await waitFor(service, 'inbox answering', () => httpOk(`http://${addresses.web}/api/email`));
  return service;
}

/**
 * Builds the relay (TypeScript, sharing ports/wire/firestore-documents.ts) into .tmp/ with the functions package's
 * esbuild — npm packages stay imports, resolved from the root node_modules — and starts it against MailDev.
 */
export async function startMailRelay(env, addresses = MAILDEV, { quiet = false } = {}) {
  const { build } = createRequire(join(ROOT, 'functions', 'package.json'))('esbuild');
  const outfile = join(ROOT, '.tmp', 'mail-relay.mjs');
  await build({
    entryPoints: [join(ROOT, 'scripts/mail-relay/relay.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const [host, smtpPort] = addresses.smtp.split(':');
  const service = startService('mail-relay', process.execPath, [outfile], {
    cwd: ROOT,
    env: { ...env, MAIL_RELAY_SMTP_HOST: host, MAIL_RELAY_SMTP_PORT: smtpPort },
    quiet,
  });
  await waitFor(service, 'watching the outbox', async () => service.lines.some((line) => line.startsWith('watching ')));
  return service;
}
