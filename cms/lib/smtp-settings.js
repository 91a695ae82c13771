'use strict';

// Strapi sends its e-mails (account confirmation, password reset) through @strapi/provider-email-nodemailer. These
// are the provider's options, read from the environment once, here, so config/plugins.ts stays declarative and the
// rules are unit-tested. Locally the SMTP server is MailDev (npm start, the tests' mail catcher): 127.0.0.1:1025, no
// TLS, no login. In production the variables must name a real SMTP server: without SMTP_HOST Strapi refuses to start,
// so a deployment can never again "send" confirmation e-mails into a file on the server's disk.

const { parseMailbox, senderProblem } = require('./generated/shared');

const LOCAL_SMTP = { host: '127.0.0.1', port: 1025 };

/** "true"/"1"/"yes" (any case) → true; anything else → false. */
function flag(value) {
  return /^(true|1|yes)$/i.test(String(value ?? '').trim());
}

function port(value, fallback) {
  const text = String(value ?? '').trim();
  if (!text) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`SMTP_PORT is not a port: ${text}`);
  return number;
}

/**
 * The nodemailer transport options and Strapi's e-mail defaults.
 * @param {Record<string, string | undefined>} env
 * @returns {{ providerOptions: Record<string, unknown>, settings: { defaultFrom: string, defaultReplyTo: string } }}
 */
function smtpSettings(env) {
  const production = env.NODE_ENV === 'production';
  const host = String(env.SMTP_HOST ?? '').trim();
  if (production && !host) {
    throw new Error('SMTP_HOST is not set: Strapi sends account confirmation and password-reset e-mails through it (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE)');
  }
  const from = String(env.MAIL_FROM ?? '').trim();
  if (production && !from) throw new Error('MAIL_FROM is not set: the sender of Strapi\'s e-mails (an address of the SMTP account)');
  if (from && !parseMailbox(from)) throw new Error(`MAIL_FROM is not an e-mail address: "${from}"`);
  // A sender of another domain than the site's fails SPF/DKIM: the couples' confirmation e-mails would never arrive.
  const mismatch = production ? senderProblem(from, env.FRONTEND_URL, { site: 'FRONTEND_URL' }) : null;
  if (mismatch) throw new Error(mismatch);
  const secure = flag(env.SMTP_SECURE);
  const user = String(env.SMTP_USER ?? '').trim();
  const pass = String(env.SMTP_PASS ?? '');
  if (user && !pass) throw new Error('SMTP_USER is set without SMTP_PASS');
  const providerOptions = {
    host: host || LOCAL_SMTP.host,
    // 465 is implicit TLS; anything else upgrades with STARTTLS when the server offers it.
    port: port(env.SMTP_PORT, host ? (secure ? 465 : 587) : LOCAL_SMTP.port),
    secure,
    ...(user ? { auth: { user, pass } } : {}),
    // A real server must offer TLS before a password crosses the wire; the local catcher offers none.
    ...(user && !secure ? { requireTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  return {
    providerOptions,
    settings: {
      defaultFrom: from || 'web@novakova-foto.cz',
      defaultReplyTo: String(env.MAIL_REPLY_TO ?? '').trim() || from || 'tereza@novakova-foto.cz',
    },
  };
}

module.exports = { smtpSettings, LOCAL_SMTP };
