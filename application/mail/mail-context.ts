import type { PriceCatalogue } from '../../domain/content/price-package';
import type { DepositSettings } from '../../domain/payment/deposit';
import { fromHeader } from '../../domain/mail/sender';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { DepositSettingsSource, MailSettings, PhotographerNameSource } from '../../ports/units/mail-settings-port';

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
