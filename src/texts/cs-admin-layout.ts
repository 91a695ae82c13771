/**
 * The admin frame's own strings (brand, navigation, who is signed in). Apart from cs-admin.ts, which spreads them in,
 * because the admin layout is part of every page's entry chunk and the desk's other texts must not be.
 */
export const csAdminLayout = {
  layoutLabel: 'Administrace',
  signOut: 'Odhlásit se',
  signedInAs: 'Přihlášena jako',
  bookingsTitle: 'Rezervace',
  galleriesTitle: 'Galerie',
  backToSite: 'Zpět na web',
} as const;
