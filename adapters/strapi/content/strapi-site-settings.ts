import type { SiteSettings, SocialLink } from '../../../domain/content/site-settings';
import { traderIdentityOf } from '../../../domain/documents/trader-fields';
import type { DepositFields } from '../../../domain/payment/deposit';
import { readSingle, type StrapiContentSource } from './strapi-content-source';
import { lines, record, records, text, type StrapiRecord } from './strapi-entities';

const NETWORKS = new Set<SocialLink['network']>(['instagram', 'facebook', 'pinterest', 'youtube', 'tiktok']);

/** The `site-setting` single type as the site shows it. */
export async function readSiteSettings(source: StrapiContentSource): Promise<SiteSettings> {
  const s = await readSingle(source, '/site-setting', { address: true, social: true });
  const address = record(s.address) ?? {};
  return {
    siteName: text(s.siteName),
    photographerName: text(s.photographerName),
    tagline: text(s.tagline),
    email: text(s.email),
    phone: text(s.phone),
    ico: text(s.ico),
    address: {
      street: text(address.street),
      city: text(address.city),
      postalCode: text(address.postalCode),
      country: text(address.country, 'CZ'),
    },
    social: records(s.social)
      .filter((l) => NETWORKS.has(text(l.network) as SocialLink['network']))
      .map((l) => ({ network: text(l.network) as SocialLink['network'], url: text(l.url), label: text(l.label) })),
    areaServed: lines(s.areaServed),
    ...depositOf(s),
    trader: traderIdentityOf(s),
  };
}

/**
 * The deposit fields as the CMS has them (typed, not yet parsed: readDepositSettings does that where they are used,
 * so the public pages do not bundle the IBAN check); nothing when none is set.
 */
function depositOf(fields: StrapiRecord): Pick<SiteSettings, 'deposit'> {
  const deposit: DepositFields = {};
  if (typeof fields.bankIban === 'string' && fields.bankIban) deposit.bankIban = fields.bankIban;
  if (typeof fields.depositKind === 'string' && fields.depositKind) deposit.depositKind = fields.depositKind;
  for (const key of ['depositAmountCzk', 'depositPercent', 'depositDueDays'] as const) {
    if (typeof fields[key] === 'number') deposit[key] = fields[key];
  }
  return Object.keys(deposit).length ? { deposit } : {};
}

/** What the functions read of the site settings: every field, populated (the rules that read them parse their own). */
export const SITE_SETTING_FIELDS_QUERY = 'site-setting?populate=*';

/**
 * The site settings' raw fields, as the functions' rules read them (the deposit, its due days, the date-hold policy,
 * the photographer's name each parse what they need, so a field added to the CMS needs no change here); null when the
 * answer holds no entry.
 */
export function siteSettingFieldsOf(payload: unknown): StrapiRecord | null {
  return record((payload as { data?: unknown } | null)?.data);
}
