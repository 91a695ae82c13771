import type { PublishedContent } from '../../../domain/content/published-content';
import type { ContractTemplate } from '../../../domain/contract/contract-template';
import { demoContractTemplate } from './demo-contract-template';
import { demoFaq } from './demo-faq';
import { demoPages } from './demo-pages';
import { demoPriceList } from './demo-prices';
import { demoPrivacyPolicy } from './demo-privacy-policy';
import { demoRedirects } from './demo-redirects';
import { demoServices } from './demo-services';
import { demoAbout, demoHome, demoSiteSettings, demoTestimonials } from './demo-site';
import { janaAPetr, klaraATomas } from './demo-weddings-2024';
import { evaAJakub, lucieAMartin } from './demo-weddings-2025';
import { barboraAOndrej } from './demo-weddings-2026';

/**
 * All demo content as plain data: the in-memory fakes serve it and the Strapi seed script imports it. The contract
 * template is no part of the published site: only the functions (and their fakes) read it.
 */
export type DemoContent = PublishedContent & { contractTemplate: ContractTemplate };

export const demoContent: DemoContent = {
  siteSettings: demoSiteSettings,
  home: demoHome,
  about: demoAbout,
  privacyPolicy: demoPrivacyPolicy,
  services: demoServices,
  priceList: demoPriceList,
  faq: demoFaq,
  testimonials: demoTestimonials,
  // Newest first, as the site lists them.
  weddings: [barboraAOndrej, evaAJakub, lucieAMartin, klaraATomas, janaAPetr],
  pages: demoPages,
  redirects: demoRedirects,
  contractTemplate: demoContractTemplate,
};
