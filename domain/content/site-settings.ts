import type { TraderIdentity } from '../documents/trader';
import type { DepositFields } from '../payment/deposit';

export interface SocialLink {
  network: 'instagram' | 'facebook' | 'pinterest' | 'youtube' | 'tiktok';
  url: string;
  label: string;
}

export interface SiteSettings {
  siteName: string;
  photographerName: string;
  tagline: string;
  email: string;
  /** Display form, e.g. "+420 777 123 456". */
  phone: string;
  address: { street: string; city: string; postalCode: string; country: string };
  /** Czech company identification number (IČO), 8 digits. */
  ico: string;
  social: SocialLink[];
  /** Region the photographer serves, for structured data. */
  areaServed: string[];
  /**
   * Where and how much the couples pay as a deposit, the CMS fields as they are (bankIban, depositKind,
   * depositAmountCzk, depositPercent, depositDueDays); readDepositSettings (domain/payment/deposit.ts) parses them.
   * Absent or invalid: no deposit configured, no payment instructions.
   */
  deposit?: DepositFields;
  /**
   * The photographer as a trader, as her documents name her (domain/documents/trader-fields.ts traderIdentityOf reads
   * it from the CMS); not yet checked: checkTraderIdentity (trader-rules.ts) says whether it can issue documents.
   */
  trader: TraderIdentity;
}

/** Longer than any name a person signs with: a longer value is a mistake in the CMS, not a name. */
export const PHOTOGRAPHER_NAME_MAX_LENGTH = 100;

/**
 * The photographer's name as the CMS site settings hold it (`photographerName`), as the mails sign with it: one line,
 * no control characters, trimmed; missing, empty or implausibly long → null (the mails then sign without a name).
 */
export function photographerNameOf(fields: unknown): string | null {
  const value = (fields as { photographerName?: unknown } | null)?.photographerName;
  if (typeof value !== 'string') return null;
  const name = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return name && name.length <= PHOTOGRAPHER_NAME_MAX_LENGTH ? name : null;
}

/** IČO has 8 digits and a mod-11 check digit (the Czech business register's rule). */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false;
  const digits = [...ico].map(Number);
  const sum = digits.slice(0, 7).reduce((acc, d, i) => acc + d * (8 - i), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === digits[7];
}
