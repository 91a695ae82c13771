import type { BookingStatus } from './booking';
import { INITIAL_STATUS } from './booking-status';

/**
 * The date-hold policy (CMS site settings `dateHoldPolicy` / `dateHoldDays`): whether a new request holds its day.
 * - `none`: a request holds nothing; only a confirmed booking takes the day (the behaviour before holds existed).
 * - `hold`: a new request holds the day for `days` days; the hold then expires by itself and frees the day.
 * - `hold-until-confirmed`: a new request holds the day until the photographer confirms or declines it.
 */
export type DateHoldPolicy = { kind: 'none' } | { kind: 'hold'; days: number } | { kind: 'hold-until-confirmed' };

/** The CMS enumeration's values (cms/src/api/site-setting/content-types/site-setting/schema.json says the same; cms/domain-agreement checks it). */
export const DATE_HOLD_POLICY_KINDS = ['none', 'hold', 'hold-until-confirmed'] as const;
/** The CMS field's bounds and default (schema.json repeats them; cms/domain-agreement/site-setting-schema-domain.test.ts checks it). */
export const DATE_HOLD_DAYS = { min: 1, max: 60, default: 7 } as const;

export const NO_DATE_HOLD: DateHoldPolicy = { kind: 'none' };

/**
 * The policy from the CMS site settings' raw fields (untrusted, possibly from an older or newer CMS): anything
 * unknown or missing is `none`, so a broken setting never holds days nobody asked to hold; days outside the bounds
 * are clamped, a non-number is the default.
 */
export function dateHoldPolicyOf(fields: Record<string, unknown> | null | undefined): DateHoldPolicy {
  const kind = fields?.dateHoldPolicy;
  if (kind === 'hold-until-confirmed') return { kind };
  if (kind !== 'hold') return NO_DATE_HOLD;
  const raw = fields?.dateHoldDays;
  const days = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(days)) return { kind, days: DATE_HOLD_DAYS.default };
  return { kind, days: Math.min(DATE_HOLD_DAYS.max, Math.max(DATE_HOLD_DAYS.min, Math.trunc(days))) };
}

/** Whether a booking in `status` may hold its day: only an unanswered request; any answer frees or books it. */
export function holdsDate(status: BookingStatus): boolean {
  return status === INITIAL_STATUS;
}

/** When a hold taken at `now` ends (ISO instant): `now + days` under `hold`, none under the other policies. */
export function holdExpiry(policy: DateHoldPolicy, now: Date): string | undefined {
  return policy.kind === 'hold' ? new Date(now.getTime() + policy.days * 86_400_000).toISOString() : undefined;
}

/**
 * What confirming a web request's e-mail holds under `policy` (the receipt mail and the thank-you say it): the day for
 * `days` days, `{}` for until the photographer answers, or undefined for nothing.
 */
export function holdOnConfirmation(policy: DateHoldPolicy): { days?: number } | undefined {
  if (policy.kind === 'none') return undefined;
  return policy.kind === 'hold' ? { days: policy.days } : {};
}
