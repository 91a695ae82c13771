/**
 * Address prefixes rendered only in the browser (served by Hosting from the `app.html` shell, or the shell named in
 * CLIENT_RENDERED_SHELLS): the photographer's
 * desk, the couples' accounts and sign-in, the request's e-mail confirmation (domain/booking/booking-links.ts
 * VERIFY_PAGE_PATH) and the id-addressed wedding (its canonical page is prerendered).
 * robots.txt disallows them and firebase.json rewrites them; tests check both against this list.
 */
export const CLIENT_RENDERED_AREAS = [
  '/admin',
  '/ucet',
  '/prihlaseni',
  '/registrace',
  '/zapomenute-heslo',
  '/obnoveni-hesla',
  '/potvrzeni-poptavky',
  '/weddings/id',
  // The guests' galleries (behind a PIN; domain/gallery/gallery-links.ts GUEST_GALLERY_PATH).
  '/galerie',
] as const;

/**
 * The areas with an entry of their own instead of the app shell: the guests' gallery starts from gallery.html
 * (src/app/gallery-main.tsx), without the router and the container. firebase.json rewrites each to its shell.
 */
export const CLIENT_RENDERED_SHELLS: Partial<Record<(typeof CLIENT_RENDERED_AREAS)[number], string>> = {
  '/galerie': '/gallery.html',
};

/**
 * Single pages inside an area that start from another shell: the couple's gallery (`/ucet/galerie/{id}`, one segment)
 * starts from the galleries' entry, while the rest of "Moje svatba" is the app's. firebase.json lists each rewrite
 * before its area's.
 */
export const CLIENT_RENDERED_PAGE_SHELLS: ReadonlyArray<{ prefix: string; shell: string }> = [{ prefix: '/ucet/galerie', shell: '/gallery.html' }];

/** The HTML file Hosting serves for a client-rendered area. */
export function shellOfArea(area: (typeof CLIENT_RENDERED_AREAS)[number]): string {
  return CLIENT_RENDERED_SHELLS[area] ?? '/app.html';
}
