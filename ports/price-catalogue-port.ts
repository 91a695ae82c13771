import type { PriceCatalogue } from '../domain/content/price-package';

/**
 * The published price list as far as the e-mails need it: each package's and extra's slug, name and price.
 *
 * Contract:
 * - Resolves the published packages and extras (order irrelevant; lookups are by slug).
 * - Rejects when the CMS cannot be reached or answers nonsense (the content adapters with `content/unavailable`),
 *   and does so within seconds: a couple's request must not wait on the CMS. The use cases then write the mails
 *   with the slugs (application/mail/mail-context.ts); a mail is never lost for want of a price.
 *
 * ContentBackendPort satisfies it (a PriceList is a PriceCatalogue), so the in-memory fake is its own content
 * backend; the Cloud Functions read Strapi's public REST API (adapters/strapi/server/strapi-price-catalogue-reader.ts).
 */
export interface PriceCataloguePort {
  getPriceList(): Promise<PriceCatalogue>;
}
