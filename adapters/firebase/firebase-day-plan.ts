import { inject, injectable, injectFromBase } from 'inversify';
import type { DayPlan, StoredDayPlan } from '../../domain/day-plan/day-plan';
import type { CoupleDayPlanPort, DeskDayPlanPort } from '../../ports/day-plan-port';
import { callFunction } from './firebase-callable';
import { callOverHttp } from './firebase-http';
import { FirebaseHttpVisitorCalls } from './firebase-http-visitor';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The couple's plan over the plan callables with plain fetch (no SDK on the couple's pages), carrying their session. */
@injectable()
@injectFromBase()
export class FirebaseHttpCoupleDayPlan extends FirebaseHttpVisitorCalls implements CoupleDayPlanPort {
  async read(bookingId: string): Promise<StoredDayPlan> {
    return callOverHttp(this.http, 'readMyDayPlan', { session: await this.session(), bookingId });
  }

  async save(bookingId: string, plan: DayPlan): Promise<StoredDayPlan> {
    return callOverHttp(this.http, 'saveMyDayPlan', { session: await this.session(), bookingId, plan });
  }
}

/** The desk's read of a plan through the admin callable (the plan's document is server-only, firestore.rules). */
@injectable()
export class FirebaseDeskDayPlan implements DeskDayPlanPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  read(bookingId: string): Promise<StoredDayPlan> {
    return callFunction(this.startup, 'readDayPlan', { bookingId });
  }
}
