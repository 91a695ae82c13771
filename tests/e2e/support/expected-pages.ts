import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import type { Wedding } from '../../../domain/content/wedding';
import { csCommon } from '../../../src/texts/cs-common';
import { csContent } from '../../../src/texts/cs-content';
import { csBooking } from '../../../src/texts/cs-booking';
import { csAdmin } from '../../../src/texts/cs-admin';

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
  return `${title} | ${csCommon.siteName}`;
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
  { path: '/', h1: demoContent.home.heroTitle, title: csCommon.siteName, canonicalPath: '/', description: demoContent.home.heroSubtitle },
  {
    path: '/sluzby',
    h1: csContent.services.heading,
    title: pageTitle(csContent.services.title),
    canonicalPath: '/sluzby',
    description: csContent.services.description,
  },
  {
    path: '/cenik',
    h1: csContent.pricing.heading,
    title: pageTitle(csContent.pricing.title),
    canonicalPath: '/cenik',
    description: csContent.pricing.description,
  },
  {
    path: '/portfolio',
    h1: csContent.portfolio.heading,
    title: pageTitle(csContent.portfolio.title),
    canonicalPath: '/portfolio',
    description: csContent.portfolio.description,
  },
  { path: '/omne', h1: demoContent.about.title, title: pageTitle(csContent.about.title), canonicalPath: '/omne', description: csContent.about.description },
  { path: '/faq', h1: csContent.faq.heading, title: pageTitle(csContent.faq.title), canonicalPath: '/faq', description: csContent.faq.description },
  {
    path: '/kontakt',
    h1: csContent.contact.heading,
    title: pageTitle(csContent.contact.title),
    canonicalPath: '/kontakt',
    description: csContent.contact.description,
  },
  {
    path: '/ochrana-udaju',
    h1: demoContent.privacyPolicy.title,
    title: pageTitle(csContent.privacy.title),
    canonicalPath: '/ochrana-udaju',
    description: csContent.privacy.description,
  },
  {
    path: '/booking',
    h1: csBooking.bookingTitle,
    title: pageTitle(csBooking.bookingTitle),
    canonicalPath: '/booking',
    description: csBooking.bookingDescription,
  },
  {
    path: '/simple-booking',
    h1: csBooking.simpleTitle,
    title: pageTitle(csBooking.simpleTitle),
    canonicalPath: '/simple-booking',
    description: csBooking.simpleDescription,
  },
  {
    path: '/rezervace',
    h1: csBooking.reservationTitle,
    title: pageTitle(csBooking.reservationTitle),
    canonicalPath: '/rezervace',
    description: csBooking.reservationDescription,
  },
  {
    path: '/potvrzeni-poptavky',
    h1: csBooking.verify.title,
    title: pageTitle(csBooking.verify.title),
    canonicalPath: '/potvrzeni-poptavky',
    description: csBooking.verify.description,
  },
  {
    path: '/admin/login',
    h1: csAdmin.loginTitle,
    title: pageTitle(csAdmin.loginTitle),
    canonicalPath: '/admin/login',
    description: csAdmin.loginTitle,
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
