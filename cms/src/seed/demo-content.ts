import fs from 'node:fs';
import path from 'node:path';

// Shapes of cms/data/demo-content.json that the seed reads (the full types live in the web app's
// domain/content/*.ts; the CMS package does not import across package boundaries).
export interface DemoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}
export interface DemoSeo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: DemoImage;
  noIndex?: boolean;
}
export interface DemoContent {
  siteSettings: {
    siteName: string;
    photographerName: string;
    tagline: string;
    email: string;
    phone: string;
    ico: string;
    address: { street: string; city: string; postalCode: string; country: string };
    social: Array<{ network: string; url: string; label: string }>;
    areaServed: string[];
    deposit?: { bankIban?: string; depositKind?: string; depositAmountCzk?: number; depositPercent?: number; depositDueDays?: number };
    /** The trader's identity (domain/documents/trader.ts); its name, register entry and VAT fields are the CMS's own. */
    trader: { name: string; registerEntry: string; vat: { payer: false } | { payer: true; dic: string; ratePercent: number } };
  };
  home: { heroTitle: string; heroSubtitle: string; heroImage: DemoImage; intro: string[]; featuredWeddingSlugs: string[] };
  about: { title: string; portrait: DemoImage; paragraphs: string[] };
  privacyPolicy: { id: string; title: string; bodyHtml: string; seo?: DemoSeo };
  /** The contract template the couples accept in the portal (domain/contract/contract-template.ts). */
  contractTemplate?: { version: number; body: string };
  services: Array<{ id: string; slug: string; order: number; title: string; summary: string; description: string[]; image: DemoImage }>;
  priceList: {
    packages: Array<{
      id: string; slug: string; order: number; name: string; priceCzk: number; hours: number;
      photosApprox: number; features: string[]; highlighted: boolean;
    }>;
    extras: Array<{ id: string; slug: string; name: string; priceCzk: number; description: string }>;
    notes: string[];
  };
  faq: Array<{ id: string; question: string; answer: string[]; category: string; order: number }>;
  testimonials: Array<{ id: string; couple: string; quote: string; weddingSlug?: string }>;
  weddings: Array<{
    id: string; slug: string; title: string; date: string; venue: string; cover: DemoImage;
    story: string[]; gallery: DemoImage[]; seo?: DemoSeo;
  }>;
  pages: Array<{ id: string; slug: string; title: string; bodyHtml: string; seo?: DemoSeo }>;
  redirects: Array<{ from: string; to: string; permanent: boolean }>;
}

export function loadDemoContent(file = path.resolve(process.cwd(), 'data/demo-content.json')): DemoContent {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Texts are stored as plain `text` fields: paragraphs separated by a blank line, lists one item per line.
export const paragraphs = (items: string[]) => items.join('\n\n');
export const lines = (items: string[]) => items.join('\n');
