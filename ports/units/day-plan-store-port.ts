import type { Booking } from '../../domain/booking/booking';
import type { DayPlan } from '../../domain/day-plan/day-plan';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { CoupleGate } from './couple-portal-store-port';
import type { MailSettings } from './mail-settings-port';
import type { Atomically } from './unit-of-work-port';

/** The last notice the photographer got about a plan: when, the plan as she was told of it, and how many so far. */
export interface DayPlanNotice {
  at: string;
  plan: DayPlan;
  count: number;
}

/** A booking's plan as stored (one record per booking, keyed by its id). */
export interface DayPlanRecord {
  plan: DayPlan;
  updatedAt: string;
  notice: DayPlanNotice | null;
}

/** The unit of one save: the booking read, the plan and its notice written together with the notice's mail. */
export interface DayPlanUnit {
  booking(bookingId: string): Promise<Booking | null>;
  plan(bookingId: string): Promise<DayPlanRecord | null>;
  save(bookingId: string, record: DayPlanRecord, mails: OutgoingMail[]): Promise<void>;
}

/** What the day plan's use cases (application/portal/day-plan.ts) run over: the functions' Firestore or the fakes. */
export interface DayPlanStore extends CoupleGate {
  booking(bookingId: string): Promise<Booking | null>;
  plan(bookingId: string): Promise<DayPlanRecord | null>;
  atomically: Atomically<DayPlanUnit>;
  mail: MailSettings;
}
