import type { DayPlan, StoredDayPlan } from '../domain/day-plan/day-plan';

/**
 * The couple's wedding-day plan ("harmonogram") in "Moje svatba". Every call acts as the visitor account signed in
 * now (the server verifies the session with the accounts service), never as an e-mail the browser names.
 *
 * Contract (tests/contracts/day-plan.contract.ts):
 * - Without a signed-in, confirmed account every method rejects `auth/not-signed-in`.
 * - `read` of the account's booking resolves its plan: the empty plan with `updatedAt: null` until one is saved;
 *   a booking that is not the account's (or none) rejects `booking/not-found`.
 * - `save` stores the plan as readDayPlan tidies it (domain/day-plan/day-plan.ts) and answers it as stored; a bad
 *   field rejects with its code (`details.fields` keyed by path) and stores nothing; a booking that does not hold its
 *   date before the wedding rejects `plan/not-open`; a foreign booking `booking/not-found`.
 * - The first save that changes the plan queues the photographer's notice; further saves within the hour queue none.
 */
export interface CoupleDayPlanPort {
  read(bookingId: string): Promise<StoredDayPlan>;
  save(bookingId: string, plan: DayPlan): Promise<StoredDayPlan>;
}

/**
 * The photographer's desk reads any booking's plan (admin only: anyone else `auth/forbidden` or
 * `auth/not-signed-in`); an unknown booking rejects `booking/not-found`.
 */
export interface DeskDayPlanPort {
  read(bookingId: string): Promise<StoredDayPlan>;
}
