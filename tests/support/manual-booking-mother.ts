import type { ManualBookingInput } from '../../domain/booking/booking-by-hand';
import { aBookingInput } from './booking-mother';

/** What the desk types for a phone booking: the public form's fields plus channel and status; override the point. */
export function aManualBookingInput(overrides: Partial<ManualBookingInput> = {}): ManualBookingInput {
  const { kind: _kind, marketingConsent: _marketing, ...fields } = aBookingInput();
  return { ...fields, channel: 'telefon', status: 'confirmed', ...overrides };
}
