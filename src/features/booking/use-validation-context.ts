import { useMemo } from 'react';
import { useBookingPolicy } from './use-booking-policy';
import type { PriceList } from '../../../domain/content/price-package';
import { isIsoDate } from '../../../domain/booking/calendar';
import { knownLockedDates } from './availability-store';
import type { ValidationContext } from './booking-form-store';
import { useAvailability } from './booking-stores';

/** What the domain rule needs from the page: the price list's slugs and the dates known to be taken. */
export function useValidationContext(priceList?: PriceList): ValidationContext {
  const months = useAvailability((s) => s.months);
  const policy = useBookingPolicy();
  return useMemo(
    () => ({
      policy,
      lockedDates: knownLockedDates(months),
      ...(priceList
        ? { packageSlugs: priceList.packages.map((p) => p.slug), extraSlugs: priceList.extras.map((e) => e.slug) }
        : {}),
    }),
    [months, priceList, policy],
  );
}

/** `?datum=2027-06-12&balicek=cely-den` → a prefill; anything malformed is ignored. */
export function prefillFrom(search: Record<string, unknown>): { weddingDate?: string; packageSlug?: string } {
  const prefill: { weddingDate?: string; packageSlug?: string } = {};
  if (isIsoDate(search.datum)) prefill.weddingDate = search.datum;
  if (typeof search.balicek === 'string' && /^[a-z0-9-]{1,60}$/.test(search.balicek)) prefill.packageSlug = search.balicek;
  return prefill;
}
