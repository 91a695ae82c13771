import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-delivery';

/** The sender a mail gets when it names none (production: the extension's DEFAULT_FROM). */
export const DEFAULT_RELAY_FROM = 'Tereza Nováková – svatební fotografka <fotograf@example.cz>';

export interface RelaySettings {
  smtpHost: string;
  smtpPort: number;
  from: string;
}

/**
 * The relay's settings from the environment. It runs against the Firestore emulator only: in production the Trigger
 * Email extension sends the outbox, and a second sender would e-mail every couple twice.
 */
export function relaySettings(env: NodeJS.ProcessEnv): RelaySettings {
  if (!env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: the mail relay serves the Firestore emulator only (production uses the Trigger Email extension)');
  }
  const smtpPort = Number(env.MAIL_RELAY_SMTP_PORT ?? env.MAILDEV_SMTP_PORT ?? 1025);
  if (!Number.isInteger(smtpPort) || smtpPort <= 0) throw new Error(`MAIL_RELAY_SMTP_PORT is not a port: ${env.MAIL_RELAY_SMTP_PORT}`);
  return { smtpHost: env.MAIL_RELAY_SMTP_HOST || '127.0.0.1', smtpPort, from: env.MAIL_RELAY_FROM || DEFAULT_RELAY_FROM };
}

/**
 * Plain SMTP to a local catcher. A mail may not make nodemailer read files or fetch URLs (attachments by `path` or
 * `href`): what is queued is all that is sent.
 */
export function smtpTransport(host: string, port: number): MailTransport & { close(): void } {
  return nodemailer.createTransport({ host, port, secure: false, disableFileAccess: true, disableUrlAccess: true });
}
