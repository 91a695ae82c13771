'use strict';

// The sender of Strapi's account e-mails (confirmation, password reset): the address is MAIL_FROM, the name the
// photographer's from the CMS site settings. Pure helpers shared by config/plugins.ts (through smtp-settings.js),
// the bootstrap that writes the users-permissions templates, `npm run preflight` and unit tests (no build needed).

/** What every sender name says after the photographer's name ("Tereza Nováková – svatební fotografka"). */
const SENDER_TITLE = 'svatební fotografka';
const NAME_MAX_LENGTH = 100;

/**
 * "Jméno <web@example.cz>" or "web@example.cz" → its parts; null when there is no single plausible address.
 * @param {string | undefined} value
 * @returns {{ name: string, address: string } | null}
 */
function parseMailbox(value) {
  const text = String(value ?? '').trim();
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(text);
  if (!match) return null;
  const address = (match[2] ?? match[3]).trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1 || address.indexOf('@') !== at) return null;
  const domain = address.slice(at + 1).toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) return null;
  return { name: (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim(), address: `${address.slice(0, at)}@${domain}` };
}

/** The site's domain as a sender must share it: FRONTEND_URL's host without a leading "www.". */
function siteDomain(siteUrl) {
  try {
    return new URL(String(siteUrl ?? '').split(',')[0].trim()).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A sender belongs to the site when its domain is the site's, or one is a subdomain of the other (web@example.cz for
 * www.example.cz, web@mail.example.cz): the domain SPF and DKIM are set up for. Anything else lands in spam or bounces.
 */
function senderMatchesSite(address, siteUrl) {
  const site = siteDomain(siteUrl);
  const sender = String(address).slice(String(address).lastIndexOf('@') + 1).toLowerCase();
  if (!site || !sender) return false;
  return sender === site || sender.endsWith(`.${site}`) || site.endsWith(`.${sender}`);
}

/**
 * Why MAIL_FROM cannot send for the site at FRONTEND_URL (English, for the log and preflight), or null when it can.
 * @param {string | undefined} mailFrom
 * @param {string | undefined} frontendUrl
 */
function senderProblem(mailFrom, frontendUrl) {
  const mailbox = parseMailbox(mailFrom);
  if (!mailbox) return `MAIL_FROM is not an e-mail address: "${String(mailFrom ?? '')}"`;
  if (!senderMatchesSite(mailbox.address, frontendUrl)) {
    return `MAIL_FROM ${mailbox.address} is not an address of the site's domain ${siteDomain(frontendUrl) || '(FRONTEND_URL is not a URL)'} (FRONTEND_URL): mail providers reject or file such mail as spam`;
  }
  return null;
}

/** A name as a From header may carry it: one line, no quotes or angle brackets (users-permissions writes `name <address>`). */
function headerSafeName(name) {
  const clean = String(name ?? '').replace(/[\u0000-\u001f\u007f"<>\\]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH);
  return /[,;:@()[\].]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * The From name of the account e-mails: the CMS's photographer name with the title; without one (a fresh CMS) the
 * name MAIL_FROM gives, else the title alone.
 * @param {unknown} photographerName the CMS site setting
 * @param {string | undefined} mailFrom
 */
function senderName(photographerName, mailFrom) {
  const name = typeof photographerName === 'string' ? photographerName.replace(/\s+/g, ' ').trim() : '';
  if (name) return headerSafeName(`${name} – ${SENDER_TITLE}`);
  const configured = parseMailbox(mailFrom)?.name;
  return headerSafeName(configured || `Svatební fotografka`);
}

module.exports = { parseMailbox, siteDomain, senderMatchesSite, senderProblem, senderName, SENDER_TITLE };
