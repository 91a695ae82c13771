import type { DayPlan, StoredDayPlan } from '../../domain/day-plan/day-plan';

/**
 * The wedding-day plan's callables, part of CallableApi (callable-api.ts extends this map). The couple's carry their
 * Strapi session, verified by the function; the desk's needs the `admin` claim (ports/day-plan-port.ts).
 */
export interface DayPlanCallableApi {
  readMyDayPlan: { request: { session: string; bookingId: string }; response: StoredDayPlan };
  saveMyDayPlan: { request: { session: string; bookingId: string; plan: DayPlan }; response: StoredDayPlan };
  readDayPlan: { request: { bookingId: string }; response: StoredDayPlan };
}

export const DAY_PLAN_CALLABLE_NAMES = ['readMyDayPlan', 'saveMyDayPlan', 'readDayPlan'] as const satisfies readonly (keyof DayPlanCallableApi)[];
