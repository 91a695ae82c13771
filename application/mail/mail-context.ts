import type { PriceCatalogue } from '../../domain/content/price-package';
import type { DepositSettings } from '../../domain/payment/deposit';
import { fromHeader } from '../../domain/mail/sender';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';

/** What a use case that queues mail is told by its adapter: the deployment's addresses and where prices come from. */
export interface MailSettings {
  /** The site's public address, for links in the mails. */
  siteUrl: string;
  /** Where the photographer's mails go (and replies to the couple's mails). */
  photographerEmail: string;
  prices: PriceCataloguePort;
  /** Where the deposit settings come from (the CMS site settings); absent: the mails carry no payment details. */
  deposit?: DepositSettingsSource;
  /** Draws a QR code as a PNG (base64) for the mails' QR Platba attachment; absent: no image, the details as text. */
  qrPng?: (text: string) => string;
  /** Where the photographer's name comes from (the CMS site settings); absent: the mails sign without a name. */
  photographer?: PhotographerNameSource;
  /** The deployment's sender address (MAIL_FROM, an address of the site's domain); absent: the sender's default. */
  mailFrom?: string;
}

/** The photographer's name as the deployment reads it (domain/content/site-settings.ts photographerNameOf): null when none. */
export interface PhotographerNameSource {
  read(): Promise<string | null>;
}

/** The photographer's deposit settings as the deployment reads them: null when none (or no valid ones) are set. */
export interface DepositSettingsSource {
  read(): Promise<DepositSettings | null>;
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
  return {
    siteUrl: settings.siteUrl,
    photographerEmail: settings.photographerEmail,
    prices,
    now,
    ...(settings.deposit ? { deposit: await depositOrNone(settings.deposit) } : {}),
    ...(settings.qrPng ? { qrPng: settings.qrPng } : {}),
    ...(await named(settings)),
  };
}

/** The photographer's name and the From header made of it and MAIL_FROM (read once: one CMS call). */
async function named(settings: MailSettings): Promise<Pick<MailContext, 'photographerName' | 'from'>> {
  const photographerName = await photographerNameOrNone(settings.photographer);
  return { photographerName, from: fromHeader(photographerName, settings.mailFrom) };
}

/** Like the prices: a name that cannot be read leaves the mails signed without one, never fails them. */
export async function photographerNameOrNone(source: PhotographerNameSource | undefined): Promise<string | null> {
  try {
    return source ? await source.read() : null;
  } catch {
    return null;
  }
}

/** Like the prices: settings that cannot be read leave the payment details out of the mails, never fail them. */
async function depositOrNone(source: DepositSettingsSource): Promise<DepositSettings | null> {
  try {
    return await source.read();
  } catch {
    return null;
  }
}
