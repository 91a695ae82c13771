import { readDepositDueDays, readDepositSettings } from '../../domain/payment/deposit';
import { cmsSiteSettings } from './cms-site-settings';
import { DEPOSIT_DUE_DAYS } from './config';
import type { DepositSettingsSource } from '../../ports/units/mail-settings-port';

const readSiteSettings = async () => {
  const settings = cmsSiteSettings();
  if (!settings) throw new Error('STRAPI_URL is not set');
  return settings.read();
};

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
