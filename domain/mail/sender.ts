/**
 * Who every e-mail of the site comes from: one address of the site's own domain (MAIL_FROM for Strapi's account
 * mails and the functions' booking mails alike) and the photographer's name from the CMS. A sender off the site's
 * domain fails SPF/DKIM at the couple's provider: the confirmation mail is spam or bounces, and the couple can never
 * confirm the account the portal needs. Production refuses such a sender at start (Strapi) and at deploy (preflight).
 */

/** What every sender name says after the photographer's name ("Tereza Nováková – svatební fotografka"). */
export const SENDER_TITLE = 'svatební fotografka';
const NAME_MAX_LENGTH = 100;

export interface Mailbox {
  name: string;
  address: string;
}

/** "Jméno <web@example.cz>" or "web@example.cz" → its parts; null when there is no single plausible address. */
export function parseMailbox(value: unknown): Mailbox | null {
  const text = String(value ?? '').trim();
  const match = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(text);
  if (!match) return null;
  const address = (match[2] ?? match[3] ?? '').trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1 || address.indexOf('@') !== at) return null;
  const domain = address.slice(at + 1).toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) return null;
  return { name: (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim(), address: `${address.slice(0, at)}@${domain}` };
}

/** The site's domain as a sender must share it: the (first) site address's host without a leading "www.". */
export function siteDomain(siteUrl: unknown): string {
  try {
    return new URL(String(siteUrl ?? '').split(',')[0]!.trim()).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A sender belongs to the site when its domain is the site's, or one is a subdomain of the other (web@example.cz for
 * www.example.cz, web@mail.example.cz): the domain SPF and DKIM are set up for.
 */
export function senderMatchesSite(address: string, siteUrl: unknown): boolean {
  const site = siteDomain(siteUrl);
  const sender = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (!site || !sender) return false;
  return sender === site || sender.endsWith(`.${site}`) || site.endsWith(`.${sender}`);
}

/** The settings a sender problem names, so the operator knows what to change (the cms names FRONTEND_URL). */
export interface SenderSettingNames {
  sender?: string;
  site?: string;
}

/** Why `mailFrom` cannot send for the site at `siteUrl` (English, for logs and the preflight), or null when it can. */
export function senderProblem(mailFrom: unknown, siteUrl: unknown, names: SenderSettingNames = {}): string | null {
  const { sender = 'MAIL_FROM', site } = names;
  const mailbox = parseMailbox(mailFrom);
  if (!mailbox) return `${sender} is not an e-mail address: "${String(mailFrom ?? '')}"`;
  if (!senderMatchesSite(mailbox.address, siteUrl)) {
    const domain = siteDomain(siteUrl) || (site ? `(${site} is not a URL)` : '(the site address is not a URL)');
    return `${sender} ${mailbox.address} is not an address of the site's domain ${domain}${site ? ` (${site})` : ''}: mail providers reject or file such mail as spam`;
  }
  return null;
}

/** A name as a From header may carry it: one line, no quotes or angle brackets, quoted when it has specials. */
function headerSafeName(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f"<>\\]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH);
  return /[,;:@()[\].]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * The From name: the CMS's photographer name with the title; without one (a fresh CMS, the CMS unreachable) the name
 * the configured sender gives, else a neutral title.
 */
export function senderName(photographerName: unknown, mailFrom: unknown): string {
  const name = typeof photographerName === 'string' ? photographerName.replace(/\s+/g, ' ').trim() : '';
  if (name) return headerSafeName(`${name} – ${SENDER_TITLE}`);
  const configured = parseMailbox(mailFrom)?.name;
  return headerSafeName(configured || 'Svatební fotografka');
}

/** The whole From header ("Tereza Nováková – svatební fotografka <web@example.cz>"); null without a valid address. */
export function fromHeader(photographerName: unknown, mailFrom: unknown): string | null {
  const mailbox = parseMailbox(mailFrom);
  return mailbox ? `${senderName(photographerName, mailFrom)} <${mailbox.address}>` : null;
}
