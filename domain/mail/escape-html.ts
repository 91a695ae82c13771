const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text → HTML text or attribute value (double- or single-quoted). The one escape of the e-mails: every string a mail
 * shows goes through it, so nothing a couple typed (names, venue, message) can become markup in a mail client.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
