/**
 * Address prefixes rendered only in the browser (served by Hosting from the `app.html` shell): the photographer's
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
