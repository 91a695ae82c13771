import type { BookingStatus } from './booking';
import { deskTransitions } from './booking-status';

/** Steps that end or take back a booking: drawn as dangerous and set apart from the way forward. */
const ENDING_STEPS: readonly BookingStatus[] = ['declined', 'cancelled'];

/**
 * The desk's steps from `status`, split for the booking page: the one step forward (confirm, deposit paid,
 * complete) she takes most, shown prominently; the steps that end the booking (decline, cancel), set apart.
 */
export function deskSteps(status: BookingStatus): { primary: BookingStatus | null; ending: BookingStatus[]; other: BookingStatus[] } {
  const steps = deskTransitions(status);
  const forward = steps.filter((to) => !ENDING_STEPS.includes(to));
  return { primary: forward[0] ?? null, ending: steps.filter((to) => ENDING_STEPS.includes(to)), other: forward.slice(1) };
}

/** Whether a step ends the booking (the couple hears a no): its button is drawn as dangerous. */
export function isEndingStep(to: BookingStatus): boolean {
  return ENDING_STEPS.includes(to);
}
