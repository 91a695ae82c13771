import type { DepositSettings } from '../../domain/payment/deposit';
import type { PriceCataloguePort } from '../price-catalogue-port';

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
  /**
   * Whether the events owe documents (issue 21): the functions say so, and the confirmation and "Záloha přijata" mails
   * are then held until their document is issued; absent (the browser's fakes, which bundle no PDF renderer): none.
   */
  documents?: DocumentDuties;
}

/** The photographer's policy for the documents the events owe. */
export interface DocumentDuties {
  /** Whether the deposit invoice waits until the couple accepted the contract (issue 22); false when it cannot be read. */
  depositInvoiceAfterContract(): Promise<boolean>;
}

/** The photographer's name as the deployment reads it (domain/content/site-settings.ts photographerNameOf): null when none. */
export interface PhotographerNameSource {
  read(): Promise<string | null>;
}

/** The photographer's deposit settings as the deployment reads them: null when none (or no valid ones) are set. */
export interface DepositSettingsSource {
  read(): Promise<DepositSettings | null>;
}
