/**
 * Address prefixes rendered only in the browser (served by Hosting from the `app.html` shell): the photographer's
 * desk, the couples' accounts and sign-in, and the id-addressed wedding (its canonical page is prerendered).
 * robots.txt disallows them and firebase.json rewrites them; tests check both against this list.
 */
export const CLIENT_RENDERED_AREAS = ['/admin', '/ucet', '/prihlaseni', '/registrace', '/zapomenute-heslo', '/obnoveni-hesla', '/weddings/id'] as const;
