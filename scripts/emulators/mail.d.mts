import type { Service } from './processes.mjs';

/** Where MailDev listens, as `host:port`. */
export interface MailDevAddresses {
  smtp: string;
  web: string;
}

/** MailDev's addresses in the local stack: SMTP 1025 and the inbox on 1080, or MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT. */
export const MAILDEV: MailDevAddresses;
export function mailEnv(): { MAILDEV_URL: string; MAILDEV_SMTP_HOST: string; MAILDEV_SMTP_PORT: string };
export function startMailDev(addresses?: MailDevAddresses): Promise<Service>;
/** Builds scripts/mail-relay/relay.ts and starts it on the Firestore emulator named in `env`, sending to `addresses.smtp`. */
export function startMailRelay(env: NodeJS.ProcessEnv, addresses?: MailDevAddresses, options?: { quiet?: boolean }): Promise<Service>;
