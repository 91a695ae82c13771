import type { TraderIdentity } from './trader';

/** The site setting's fields a trader's identity is read from: its own (traderName … vatRatePercent) and the site's. */
export const TRADER_CMS_FIELDS = ['traderName', 'registerEntry', 'vatPayer', 'dic', 'vatRatePercent'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The CMS keeps the country as the photographer types it ("Česká republika"); documents print its ISO code. */
export function traderCountryCode(raw: string): string {
  const value = raw.trim();
  if (/^[a-z]{2}$/i.test(value)) return value.toUpperCase();
  return value === '' || /^(česk[áo]|czech)/i.test(value) ? 'CZ' : '';
}

/**
 * The trader's identity from the CMS site setting's raw fields, as both the site's content adapter and the functions
 * read them: the legal name (`traderName`, else the photographer's name), the site's address, IČO, e-mail, phone and
 * bank account (`bankIban`, the deposit's), and the register entry and VAT fields of its own. Missing fields come out
 * empty, never invented: checkTraderIdentity (trader-rules.ts) says which are missing. No validation here, so the
 * public pages that read the site settings do not bundle the IBAN check.
 */
export function traderIdentityOf(fields: unknown): TraderIdentity {
  const f = (typeof fields === 'object' && fields !== null ? fields : {}) as Record<string, unknown>;
  const address = (typeof f.address === 'object' && f.address !== null ? f.address : {}) as Record<string, unknown>;
  const phone = text(f.phone);
  return {
    name: text(f.traderName) || text(f.photographerName),
    address: { street: text(address.street), city: text(address.city), postalCode: text(address.postalCode), country: traderCountryCode(text(address.country)) },
    ico: text(f.ico),
    registerEntry: text(f.registerEntry),
    vat: f.vatPayer === true ? { payer: true, dic: text(f.dic).toUpperCase(), ratePercent: typeof f.vatRatePercent === 'number' ? f.vatRatePercent : 0 } : { payer: false },
    iban: text(f.bankIban),
    email: text(f.email),
    ...(phone ? { phone } : {}),
  };
}
