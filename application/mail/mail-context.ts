import type { PriceCatalogue } from '../../domain/content/price-package';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';

/** What a use case that queues mail is told by its adapter: the deployment's addresses and where prices come from. */
export interface MailSettings {
  /** The site's public address, for links in the mails. */
  siteUrl: string;
  /** Where the photographer's mails go (and replies to the couple's mails). */
  photographerEmail: string;
  prices: PriceCataloguePort;
}

/**
 * The templates' context, read once per use case and before its unit of work (a retried transaction must not call
 * the CMS again). A price list that cannot be read leaves the mails naming slugs: it never fails a request.
 */
export async function mailContext(settings: MailSettings, now: Date): Promise<MailContext> {
  let prices: PriceCatalogue | null;
  try {
    prices = await settings.prices.getPriceList();
  } catch {
    prices = null;
  }
  return { siteUrl: settings.siteUrl, photographerEmail: settings.photographerEmail, prices, now };
}
