import type { RouteDefinition } from './build-routes';

/**
 * Every address of the site. Pages are lazy modules (one chunk each); metadata drives layout, middleware,
 * param validation and scrolling. `/wedding-detail-{slug}` has no route of its own: React Router has no partial
 * dynamic segments, so the catch-all's `wedding-redirects` middleware answers it before any page loads.
 */
export const routeDefinitions: RouteDefinition[] = [
  { id: 'home', path: '/', page: () => import('../../features/home/home-page') },
  { id: 'services', path: '/sluzby', page: () => import('../../features/services/services-page') },
  { id: 'pricing', path: '/cenik', page: () => import('../../features/pricing/pricing-page') },
  { id: 'portfolio', path: '/portfolio', page: () => import('../../features/weddings/portfolio-page') },
  { id: 'about', path: '/omne', page: () => import('../../features/about/about-page') },
  { id: 'faq', path: '/faq', page: () => import('../../features/faq/faq-page') },
  { id: 'contact', path: '/kontakt', page: () => import('../../features/contact/contact-page') },
  { id: 'privacy', path: '/ochrana-udaju', page: () => import('../../features/privacy/privacy-page') },
  { id: 'booking', path: '/booking', page: () => import('../../features/booking/booking-page') },
  { id: 'simple-booking', path: '/simple-booking', page: () => import('../../features/booking/simple-booking-page') },
  { id: 'reservation', path: '/rezervace', page: () => import('../../features/booking/reservation-page') },
  { id: 'sign-in', path: '/prihlaseni', page: () => import('../../features/account/sign-in-page') },
  {
    id: 'provider-callback',
    path: '/prihlaseni/:provider/callback',
    page: () => import('../../features/account/provider-callback-page'),
  },
  { id: 'register', path: '/registrace', page: () => import('../../features/account/register-page') },
  { id: 'forgot-password', path: '/zapomenute-heslo', page: () => import('../../features/account/forgot-password-page') },
  { id: 'reset-password', path: '/obnoveni-hesla', page: () => import('../../features/account/reset-password-page') },
  {
    id: 'account',
    path: '/ucet',
    meta: { middleware: ['visitor-only'] },
    page: () => import('../../features/account/account-page'),
  },
  {
    id: 'admin-login',
    path: '/admin/login',
    meta: { layout: 'admin' },
    page: () => import('../../features/admin/admin-login-page'),
  },
  {
    id: 'admin-bookings',
    path: '/admin/bookings',
    meta: { layout: 'admin', middleware: ['admin-only'] },
    page: () => import('../../features/admin/admin-bookings-page'),
  },
  {
    id: 'admin-booking',
    path: '/admin/bookings/:id',
    meta: { layout: 'admin', middleware: ['admin-only'] },
    page: () => import('../../features/admin/admin-booking-page'),
  },
  {
    id: 'admin-calendar',
    path: '/admin/kalendar',
    meta: { layout: 'admin', middleware: ['admin-only'] },
    page: () => import('../../features/admin/admin-calendar-page'),
  },
  {
    id: 'wedding-by-id',
    path: '/weddings/id/:id',
    meta: { params: { id: 'id' } },
    page: () => import('../../features/weddings/wedding-by-id-page'),
  },
  {
    id: 'wedding-slug-literal',
    path: '/weddings/_slug',
    meta: { middleware: ['wedding-redirects'] },
    page: () => import('../../features/errors/not-found-page'),
  },
  {
    id: 'wedding',
    path: '/weddings/:slug',
    meta: { middleware: ['wedding-redirects'], params: { slug: 'slug' } },
    page: () => import('../../features/weddings/wedding-page'),
  },
  {
    id: 'cms-page',
    path: '/:slug',
    meta: { middleware: ['wedding-redirects'], params: { slug: 'slug' } },
    page: () => import('../../features/cms-page/cms-page'),
  },
  {
    id: 'not-found',
    path: '*',
    meta: { middleware: ['wedding-redirects'] },
    page: () => import('../../features/errors/not-found-page'),
  },
];
