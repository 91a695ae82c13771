import type { BookingPricing } from '../booking/booking';
import { isValidIban, normaliseIban } from './iban';

/** How the deposit is computed: a fixed amount, or a percentage of the agreed package price. Whole crowns. */
export type DepositRule = { kind: 'fixed'; amountCzk: number } | { kind: 'percent'; percent: number };

/** The photographer's deposit settings (CMS site settings): where to pay, how much, by when. */
export interface DepositSettings {
  /** Electronic format (no spaces), check digits valid. */
  iban: string;
  rule: DepositRule;
  /** The deposit is due this many days after the booking was confirmed (domain/booking/reminders.ts depositDueDate). */
  dueDays: number;
}

/**
 * The deposit fields of the CMS site settings as the content adapters pass them on (Strapi `site-setting`), unparsed:
 * each user parses them with readDepositSettings, so the public pages never bundle the IBAN check.
 */
export interface DepositFields {
  bankIban?: string;
  depositKind?: string;
  depositAmountCzk?: number;
  depositPercent?: number;
  depositDueDays?: number;
}

/** The same fields as read from an untrusted source (a CMS answer). */
export interface RawDepositFields {
  bankIban?: unknown;
  depositKind?: unknown;
  depositAmountCzk?: unknown;
  depositPercent?: unknown;
  depositDueDays?: unknown;
}

export const DEPOSIT_PERCENT_RANGE = { min: 1, max: 100 } as const;
export const DEPOSIT_DUE_DAYS_RANGE = { min: 0, max: 365 } as const;
/** A deposit larger than this is surely a typo (and SPAYD's AM field has 10 characters). */
export const DEPOSIT_MAX_CZK = 1_000_000;

const wholeIn = (value: unknown, min: number, max: number): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/**
 * The deposit settings from the CMS fields (untrusted: Strapi validates them too, but an older CMS or a half-filled
 * form must not break a confirmation). Tolerant: a missing or invalid IBAN, kind or amount means "no deposit
 * configured" (null) and the couple is shown no payment instructions rather than wrong ones. Missing due days fall
 * back to `fallbackDueDays` (the functions' DEPOSIT_DUE_DAYS param).
 */
export function readDepositSettings(raw: RawDepositFields | null | undefined, fallbackDueDays: number): DepositSettings | null {
  if (!raw || typeof raw.bankIban !== 'string' || !isValidIban(raw.bankIban)) return null;
  const rule = readRule(raw);
  if (!rule) return null;
  return { iban: normaliseIban(raw.bankIban), rule, dueDays: readDepositDueDays(raw, fallbackDueDays) };
}

/** The days to pay from the CMS field; a missing or invalid one (or no CMS answer) keeps `fallback`. */
export function readDepositDueDays(raw: Pick<RawDepositFields, 'depositDueDays'> | null | undefined, fallback: number): number {
  return wholeIn(raw?.depositDueDays, DEPOSIT_DUE_DAYS_RANGE.min, DEPOSIT_DUE_DAYS_RANGE.max) ?? fallback;
}

function readRule(raw: RawDepositFields): DepositRule | null {
  if (raw.depositKind === 'fixed') {
    const amountCzk = wholeIn(raw.depositAmountCzk, 1, DEPOSIT_MAX_CZK);
    return amountCzk === null ? null : { kind: 'fixed', amountCzk };
  }
  if (raw.depositKind === 'percent') {
    const percent = wholeIn(raw.depositPercent, DEPOSIT_PERCENT_RANGE.min, DEPOSIT_PERCENT_RANGE.max);
    return percent === null ? null : { kind: 'percent', percent };
  }
  return null;
}

/**
 * The deposit in whole crowns, or null for "no deposit". A fixed rule asks the fixed amount of every booking. A
 * percentage applies to the agreed package price and is rounded half up to whole crowns (12 345 Kč × 30 % = 3 703,5
 * → 3 704 Kč), computed in integers so no floating-point error can round the wrong way. Without an agreed package
 * price (no package chosen, or a booking stored before prices were kept) a percentage has nothing to apply to: no
 * deposit, never "NaN Kč".
 */
export function depositAmount(pricing: BookingPricing | undefined, rule: DepositRule): number | null {
  if (rule.kind === 'fixed') return rule.amountCzk > 0 ? rule.amountCzk : null;
  const price = pricing?.package?.priceCzk;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price <= 0) return null;
  const amount = Math.floor((price * rule.percent + 50) / 100);
  return amount > 0 ? amount : null;
}
