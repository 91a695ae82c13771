import type { DepositSettingsSource } from '../../application/mail/mail-context';
import { readDepositDueDays, readDepositSettings } from '../../domain/payment/deposit';
import { DEPOSIT_DUE_DAYS, STRAPI_URL } from './config';
import { strapiSiteSettings } from './site-settings';

/** One cached site-settings reader per instance; params are read at run time, never while the module loads. */
let siteSettings: ReturnType<typeof strapiSiteSettings> | undefined;
const readSiteSettings = () => (siteSettings ??= strapiSiteSettings(STRAPI_URL.value())).read();

/** The DEPOSIT_DUE_DAYS param: the days to pay when the CMS cannot be read or sets none. */
const fallbackDueDays = () => readDepositDueDays({ depositDueDays: DEPOSIT_DUE_DAYS.value() }, 14);

/**
 * The photographer's deposit settings from the CMS site settings (domain/payment/deposit.ts parses them); null when
 * the CMS cannot be read or configures no valid deposit, so the couple is shown no payment details rather than wrong
 * ones.
 */
export const cmsDepositSettings: DepositSettingsSource = {
  async read() {
    try {
      return readDepositSettings(await readSiteSettings(), fallbackDueDays());
    } catch {
      return null;
    }
  },
};

/** The days to pay after the confirmation: the CMS's setting, the DEPOSIT_DUE_DAYS param when the CMS cannot say. */
export async function depositDueDays(): Promise<number> {
  try {
    return readDepositDueDays(await readSiteSettings(), fallbackDueDays());
  } catch {
    return fallbackDueDays();
  }
}
