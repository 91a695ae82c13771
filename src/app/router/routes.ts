import type { RouteDefinition } from './build-routes';
import type { PageModule } from '../../shared/routing/page-module';
import { ADMIN_BOOKINGS_PATH, ADMIN_HOME_PATH, PORTAL_PATH, RESERVATION_PAGE_PATH, VERIFY_PAGE_PATH } from '../../../domain/booking/booking-links';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';
import { ADMIN_GALLERIES_PATH, COUPLE_GALLERY_PATH, GUEST_GALLERY_PATH } from '../../../domain/gallery/gallery-links';

// One lazy chunk per page. The glob's keys are the modules' source paths, which the prerender step needs to name
// each page's chunk and stylesheet in the HTML it writes.
const pageModules = import.meta.glob<PageModule>('../../features/*/*-page.tsx');

function page(module: string): Pick<RouteDefinition, 'page' | 'source'> {
  const load = pageModules[`../../features/${module}.tsx`];
  if (!load) throw new Error(`No page module features/${module}.tsx`);
  return { page: load, source: `src/features/${module}.tsx` };
}

/**
 * Public content: prerendered to HTML at build time. Forms too: their scripts start after the page has loaded like
 * every prerendered page's, and what a visitor typed by then is taken over (the pages' `beforeHydration`).
 */
const PUBLIC = { prerender: true } as const;
/** Public content with nothing interactive but its islands: the page loads no router and no app (RouteMeta.islands). */
const CONTENT = { ...PUBLIC, islands: true } as const;
/** A public form whose loader opens it in the browser from the address (`?datum=…`). */
const FORM = { ...PUBLIC, rerunLoaderAfterHydration: true } as const;

/**
 * Every address of the site. Pages are lazy modules (one chunk each); metadata drives layout, middleware,
 * param validation and scrolling. `/wedding-detail-{slug}` has no route of its own: React Router has no partial
 * dynamic segments, so the catch-all's `wedding-redirects` middleware answers it before any page loads.
 */
export const routeDefinitions: RouteDefinition[] = [
  { id: 'home', meta: CONTENT, path: '/', ...page('home/home-page') },
  { id: 'services', meta: CONTENT, path: '/sluzby', ...page('services/services-page') },
  { id: 'pricing', meta: CONTENT, path: '/cenik', ...page('pricing/pricing-page') },
  { id: 'portfolio', meta: CONTENT, path: '/portfolio', ...page('weddings/portfolio-page') },
  { id: 'about', meta: CONTENT, path: '/omne', ...page('about/about-page') },
  { id: 'faq', meta: CONTENT, path: '/faq', ...page('faq/faq-page') },
  { id: 'contact', meta: PUBLIC, path: '/kontakt', ...page('contact/contact-page') },
  { id: 'privacy', meta: CONTENT, path: PRIVACY_PAGE_PATH, ...page('privacy/privacy-page') },
  { id: 'booking', meta: FORM, path: '/booking', ...page('booking/booking-page') },
  { id: 'simple-booking', meta: FORM, path: '/simple-booking', ...page('booking/simple-booking-page') },
  { id: 'reservation', meta: PUBLIC, path: RESERVATION_PAGE_PATH, ...page('booking/reservation-page') },
  // Opened from the receipt mail's link; its token is in the fragment, so the page renders in the browser only.
  { id: 'verify-email', path: VERIFY_PAGE_PATH, ...page('booking/verify-email-page') },
  { id: 'sign-in', path: '/prihlaseni', ...page('account/sign-in-page') },
  {
    id: 'provider-callback',
    path: '/prihlaseni/:provider/callback',
    ...page('account/provider-callback-page'),
  },
  { id: 'register', path: '/registrace', ...page('account/register-page') },
  { id: 'forgot-password', path: '/zapomenute-heslo', ...page('account/forgot-password-page') },
  { id: 'reset-password', path: '/obnoveni-hesla', ...page('account/reset-password-page') },
  {
    id: 'account',
    path: PORTAL_PATH,
    meta: { middleware: ['visitor-only'] },
    ...page('account/account-page'),
  },
  {
    id: 'couple-gallery',
    path: `${COUPLE_GALLERY_PATH}/:galleryId`,
    meta: { middleware: ['visitor-only'] },
    ...page('gallery/couple-gallery-page'),
  },
  // The guests' gallery: behind a PIN, so rendered in the browser only (no content in the built HTML), never indexed.
  { id: 'guest-gallery', path: `${GUEST_GALLERY_PATH}/:linkId`, ...page('gallery/guest-gallery-page') },
  {
    id: 'admin-login',
    path: '/admin/login',
    meta: { layout: 'admin', signInStage: true },
    ...page('admin/admin-login-page'),
  },
  {
    id: 'admin-dashboard',
    path: ADMIN_HOME_PATH,
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page('admin/admin-dashboard-page'),
  },
  {
    id: 'admin-bookings',
    path: ADMIN_BOOKINGS_PATH,
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page('admin/admin-bookings-page'),
  },
  {
    id: 'admin-booking',
    path: `${ADMIN_BOOKINGS_PATH}/:id`,
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page('admin/admin-booking-page'),
  },
  {
    id: 'admin-calendar',
    path: '/admin/kalendar',
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page('admin/admin-calendar-page'),
  },
  {
    id: 'admin-payments',
    path: '/admin/platby',
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page('admin/admin-payments-page'),
  },
  // The gallery desk (issue 20): the list, a gallery's settings, its photos (upload queue and grid), the selection.
  ...(
    [
      ['admin-galleries', '', 'gallery-list-page'],
      ['admin-gallery', '/:id', 'gallery-editor-page'],
      ['admin-gallery-photos', '/:id/fotky', 'gallery-photos-page'],
      ['admin-gallery-selection', '/:id/vyber', 'gallery-selection-page'],
    ] as const
  ).map(([id, suffix, module]): RouteDefinition => ({
    id,
    path: `${ADMIN_GALLERIES_PATH}${suffix}`,
    meta: { layout: 'admin', middleware: ['admin-only'] },
    ...page(`gallery-desk/${module}`),
  })),
  {
    id: 'wedding-by-id',
    path: '/weddings/id/:id',
    meta: { params: { id: 'id' } },
    ...page('weddings/wedding-by-id-page'),
  },
  {
    id: 'wedding-slug-literal',
    path: '/weddings/_slug',
    meta: { middleware: ['wedding-redirects'] },
    ...page('errors/not-found-page'),
  },
  {
    id: 'wedding',
    path: '/weddings/:slug',
    meta: { middleware: ['wedding-redirects'], params: { slug: 'slug' }, prerender: true, islands: true },
    ...page('weddings/wedding-page'),
  },
  {
    id: 'cms-page',
    path: '/:slug',
    meta: { middleware: ['wedding-redirects'], params: { slug: 'slug' }, prerender: true, islands: true },
    ...page('cms-page/cms-page'),
  },
  {
    id: 'not-found',
    path: '*',
    meta: { middleware: ['wedding-redirects'] },
    ...page('errors/not-found-page'),
  },
];

