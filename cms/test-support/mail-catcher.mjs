// A throw-away MailDev (the same npm package `npm start` runs as the local inbox) for tests: its SMTP server takes
// what Strapi sends, its REST API (GET /api/email) lets a test read each e-mail as a recipient gets it — parsed from
// the SMTP conversation, headers, HTML and text parts, attachments.
//
//   const catcher = await startMailCatcher();   // { smtpPort, url, readMails, clear, stop }
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// maildev is a devDependency of the repository root; cms/ sits inside it. Looked up the way Node would, folder by
// folder upwards (its exports map offers no `require` entry and Vitest's module runner has no import.meta.resolve).
function findMailDev() {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
    if (existsSync(bin)) return bin;
    if (path.dirname(dir) === dir) throw new Error('maildev is not installed: run npm install at the repository root');
  }
}
const MAILDEV_BIN = findMailDev();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One received e-mail, reduced to what tests look at. */
function toMail(item) {
  return {
    id: item.id,
    to: (item.to ?? []).map((address) => address.address).join(', '),
    from: (item.from ?? []).map((address) => address.address).join(', '),
    fromName: item.from?.[0]?.name ?? '',
    replyTo: item.headers?.['reply-to'],
    subject: item.subject,
    text: item.text,
    html: item.html,
    attachments: (item.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
    time: item.time,
  };
}

/**
 * @param {{ timeoutMs?: number }} [options]
 */
export async function startMailCatcher({ timeoutMs = 30_000 } = {}) {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'maildev-test-'));
  const url = `http://127.0.0.1:${webPort}`;
  const child = spawn(
    process.execPath,
    [MAILDEV_BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', directory],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = [];
  const collect = (chunk) => {
    lines.push(...String(chunk).split('\n'));
    if (lines.length > 100) lines.splice(0, lines.length - 100);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(directory, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`MailDev exited (${child.exitCode}) before it was ready:\n${lines.join('\n')}`);
    }
    try {
      if ((await fetch(`${url}/api/email`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`MailDev did not answer within ${timeoutMs / 1000} s:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    smtpPort,
    /** MailDev's web inbox and REST API. */
    url,
    /** Every e-mail received so far, oldest first. */
    async readMails() {
      const response = await fetch(`${url}/api/email`);
      if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
      const items = await response.json();
      return items.map(toMail).sort((a, b) => String(a.time).localeCompare(String(b.time)));
    },
    /** The e-mail as it arrived over SMTP (headers and body): MailDev 3's parsed form leaves out Reply-To. */
    async source(id) {
      const response = await fetch(`${url}/api/email/${encodeURIComponent(id)}/source`);
      if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
      return response.text();
    },
    async clear() {
      await fetch(`${url}/api/email/all`, { method: 'DELETE' });
    },
    stop,
  };
}
