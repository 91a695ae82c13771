import { VERIFY_PAGE_PATH } from '../../domain/booking/booking-links';

/** The e-mail confirmation link in a receipt mail's text (what the couple opens), or an error naming the mail. */
export function verifyLinkIn(text: string): string {
  const link = new RegExp(`https?://\\S+${VERIFY_PAGE_PATH}#\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`No e-mail confirmation link in:\n${text}`);
  return link;
}

/** The token the confirmation page sends: the link's fragment. */
export function verifyTokenIn(text: string): string {
  return decodeURIComponent(new URL(verifyLinkIn(text)).hash.slice(1));
}
