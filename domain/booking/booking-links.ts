/**
 * Addresses the e-mails link to, named once: the router (src/app/router/routes.ts) and the lookup section use the
 * same constants, so a renamed route cannot leave the mails pointing at a 404.
 */

/** The public booking hub with "Moje rezervace", where a couple looks a request up by its code and e-mail. */
export const RESERVATION_PAGE_PATH = '/rezervace';
/** The id of the lookup section on that page, so a link lands on the form. */
export const RESERVATION_LOOKUP_ANCHOR = 'moje-rezervace';
/**
 * The page the receipt mail's e-mail confirmation link opens; the token travels in the fragment, so no server (nor a
 * log, nor a Referer) sees it — only the page's button sends it, in a POST.
 */
export const VERIFY_PAGE_PATH = '/potvrzeni-poptavky';
/** The couple's portal "Moje svatba" (signed in): their bookings and the thread with the photographer. */
export const PORTAL_PATH = '/ucet';
/** The desk's home: what needs the photographer today. */
export const ADMIN_HOME_PATH = '/admin';
/** The photographer's list of bookings; one booking is `${ADMIN_BOOKINGS_PATH}/:id`. */
export const ADMIN_BOOKINGS_PATH = '/admin/bookings';

/** An address on the site: the site's base URL (with or without a trailing slash) and a path from its root. */
export function siteLink(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

export function reservationLookupUrl(siteUrl: string): string {
  return siteLink(siteUrl, `${RESERVATION_PAGE_PATH}#${RESERVATION_LOOKUP_ANCHOR}`);
}

export function portalUrl(siteUrl: string): string {
  return siteLink(siteUrl, PORTAL_PATH);
}

export function adminBookingUrl(siteUrl: string, bookingId: string): string {
  return siteLink(siteUrl, `${ADMIN_BOOKINGS_PATH}/${encodeURIComponent(bookingId)}`);
}

export function verifyLinkUrl(siteUrl: string, token: string): string {
  return siteLink(siteUrl, `${VERIFY_PAGE_PATH}#${encodeURIComponent(token)}`);
}
