import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from '../../domain/booking/booking-policy';
import { looksLikeBot } from '../../domain/booking/booking-request';

/**
 * The public forms' spam signals as they arrive (untrusted: any shape). Our forms always send them, so a call
 * without a fill time (a script posting straight to the function) counts as instant, which is a bot.
 */
export function signalsLookAutomated(raw: unknown, policy: BookingPolicy = DEFAULT_BOOKING_POLICY): boolean {
  const signals = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fillMs = typeof signals.fillMs === 'number' && Number.isFinite(signals.fillMs) ? signals.fillMs : 0;
  const honeypot = typeof signals.honeypot === 'string' ? signals.honeypot : '';
  return looksLikeBot({ honeypot, formShownAt: 0, submittedAt: fillMs }, policy);
}
