import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { SMTPServer } from 'smtp-server';

/** A mail as MailDev's REST API lists it (`GET /api/email`). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  html?: string;
  text?: string;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string }>;
}

/**
 * MailDev as the local stack runs it, on free ports and its own mail folder (MailDev's default folder is shared by
 * every instance on the machine, and clearing the inbox empties the folder).
 */
export async function startMailCatcher() {
  const folder = await mkdtemp(join(tmpdir(), 'maildev-test-'));
  const maildev = new MailDev({ smtp: 0, web: 0, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory: folder, silent: true });
  const servers = await maildev.start();
  const api = `http://127.0.0.1:${servers.api!.getPort()}/api`;
  return {
    smtpPort: servers.smtp.getPort(),
    inbox: async (): Promise<CaughtMail[]> => (await fetch(`${api}/email`)).json() as Promise<CaughtMail[]>,
    /** The message as it arrived (headers MailDev's list leaves out, such as Reply-To). */
    source: async (id: string): Promise<string> => (await fetch(`${api}/email/${id}/source`)).text(),
    /** An attachment's content as it arrived, by the name MailDev stored it under (its `generatedFileName`). */
    attachment: async (id: string, generatedFileName: string): Promise<string> => (await fetch(`${api}/email/${id}/attachment/${encodeURIComponent(generatedFileName)}`)).text(),
    clear: async () => void (await fetch(`${api}/email/all`, { method: 'DELETE' })),
    stop: async () => {
      await maildev.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * An SMTP server that refuses one mailbox at RCPT TO (550, as a real server does for an unknown address) and accepts
 * the rest. MailDev accepts every recipient, so a bounce needs nodemailer's own server library.
 */
export async function startRefusingSmtp(refused: string) {
  const delivered: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== refused) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.on('end', () => {
        delivered.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    smtpPort: (server.server.address() as AddressInfo).port,
    /** The recipients of each accepted message, in arrival order. */
    delivered,
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A port nothing listens on (taken from the OS, then released): connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
