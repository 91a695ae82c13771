import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import type { Wedding } from '../../../domain/content/wedding';
import { cs } from '../../../src/texts/cs';

/** What a visitor should get at an address: the page heading, <title>, canonical path and meta description. */
export interface ExpectedPage {
  /** Address visited. */
  path: string;
  h1: string;
  title: string;
  /** Canonical path (the slug address for pages reachable by id). */
  canonicalPath: string;
  description: string;
}

/** `<title>` of every page but home: "{page title} | {site name}". */
export function pageTitle(title: string): string {
  return `${title} | ${cs.siteName}`;
}

function weddingPage(wedding: Wedding, path: string): ExpectedPage {
  return {
    path,
    h1: wedding.title,
    title: pageTitle(wedding.seo?.metaTitle ?? wedding.title),
    canonicalPath: `/weddings/${wedding.slug}`,
    // Demo weddings without SEO fields get a generated description; any non-empty text is accepted for those.
    description: wedding.seo?.metaDescription ?? '',
  };
}

export const weddings = demoContent.weddings;
export const firstWedding: Wedding = weddings[0]!;

const staticPages: ExpectedPage[] = [
  { path: '/', h1: demoContent.home.heroTitle, title: cs.siteName, canonicalPath: '/', description: demoContent.home.heroSubtitle },
  {
    path: '/sluzby',
    h1: cs.services.heading,
    title: pageTitle(cs.services.title),
    canonicalPath: '/sluzby',
    description: cs.services.description,
  },
  {
    path: '/cenik',
    h1: cs.pricing.heading,
    title: pageTitle(cs.pricing.title),
    canonicalPath: '/cenik',
    description: cs.pricing.description,
  },
  {
    path: '/portfolio',
    h1: cs.portfolio.heading,
    title: pageTitle(cs.portfolio.title),
    canonicalPath: '/portfolio',
    description: cs.portfolio.description,
  },
  { path: '/omne', h1: demoContent.about.title, title: pageTitle(cs.about.title), canonicalPath: '/omne', description: cs.about.description },
  { path: '/faq', h1: cs.faq.heading, title: pageTitle(cs.faq.title), canonicalPath: '/faq', description: cs.faq.description },
  {
    path: '/kontakt',
    h1: cs.contact.heading,
    title: pageTitle(cs.contact.title),
    canonicalPath: '/kontakt',
    description: cs.contact.description,
  },
  {
    path: '/ochrana-udaju',
    h1: demoContent.privacyPolicy.title,
    title: pageTitle(cs.privacy.title),
    canonicalPath: '/ochrana-udaju',
    description: cs.privacy.description,
  },
  {
    path: '/booking',
    h1: cs.booking.bookingTitle,
    title: pageTitle(cs.booking.bookingTitle),
    canonicalPath: '/booking',
    description: cs.booking.bookingDescription,
  },
  {
    path: '/simple-booking',
    h1: cs.booking.simpleTitle,
    title: pageTitle(cs.booking.simpleTitle),
    canonicalPath: '/simple-booking',
    description: cs.booking.simpleDescription,
  },
  {
    path: '/rezervace',
    h1: cs.booking.reservationTitle,
    title: pageTitle(cs.booking.reservationTitle),
    canonicalPath: '/rezervace',
    description: cs.booking.reservationDescription,
  },
  {
    path: '/admin/login',
    h1: cs.admin.loginTitle,
    title: pageTitle(cs.admin.loginTitle),
    canonicalPath: '/admin/login',
    description: cs.admin.loginTitle,
  },
];

const weddingPages = weddings.map((wedding) => weddingPage(wedding, `/weddings/${wedding.slug}`));

const cmsPages: ExpectedPage[] = demoContent.pages.map((page) => ({
  path: `/${page.slug}`,
  h1: page.title,
  title: pageTitle(page.seo?.metaTitle ?? page.title),
  canonicalPath: `/${page.slug}`,
  description: page.seo?.metaDescription ?? page.title,
}));

/** Every public address of the demo site (and the admin sign-in page), with what it must show. */
export const expectedPages: ExpectedPage[] = [
  ...staticPages,
  ...weddingPages,
  weddingPage(firstWedding, `/weddings/id/${firstWedding.id}`),
  ...cmsPages,
];
