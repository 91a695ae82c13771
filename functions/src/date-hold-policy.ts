import { logger } from 'firebase-functions';
import { dateHoldPolicyOf, NO_DATE_HOLD, type DateHoldPolicy } from '../../domain/booking/date-hold';

/**
 * The date-hold policy from the CMS site settings (`dateHoldPolicy`, `dateHoldDays`; domain/booking/date-hold.ts
 * parses them). When the CMS cannot be read, the last policy read by this instance serves, and before any was read
 * `none`: a request is never refused for lack of the CMS, it just holds nothing (docs/architecture.md, "Date holds"). No CMS
 * configured (`null`, the emulators' default): `none`, without a warning per request.
 */
export function siteHoldPolicy(settings: { read(): Promise<Record<string, unknown>> } | null): () => Promise<DateHoldPolicy> {
  let lastKnown: DateHoldPolicy = NO_DATE_HOLD;
  return async () => {
    if (!settings) return NO_DATE_HOLD;
    try {
      lastKnown = dateHoldPolicyOf(await settings.read());
    } catch (error) {
      logger.warn(`date-hold policy: CMS site settings unreadable (${error instanceof Error ? error.message : String(error)}), using ${lastKnown.kind}`);
    }
    return lastKnown;
  };
}
