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
  /**
   * When changes saved since the last notice are due to be told (domain pendingNoticeDueAt); null when none are
   * pending. The scheduled run (application/portal/day-plan-notices.ts) finds the plans by it.
   */
  noticeDueAt: string | null;
}

/** The unit of one save: the booking read, the plan and its notice written together with the notice's mail. */
export interface DayPlanUnit {
  booking(bookingId: string): Promise<Booking | null>;
  plan(bookingId: string): Promise<DayPlanRecord | null>;
  /** Writes the record and queues the mails (stamped with the notice's time, the instant they were decided). */
  save(bookingId: string, record: DayPlanRecord, mails: OutgoingMail[]): Promise<void>;
}

/** What the day plan's use cases (application/portal/day-plan.ts) run over: the functions' Firestore or the fakes. */
export interface DayPlanStore extends CoupleGate {
  booking(bookingId: string): Promise<Booking | null>;
  plan(bookingId: string): Promise<DayPlanRecord | null>;
  atomically: Atomically<DayPlanUnit>;
  mail: MailSettings;
}

/** What the scheduled run of pending notices (application/portal/day-plan-notices.ts) runs over. */
export interface DayPlanNoticeStore {
  /** The booking id of every plan whose `noticeDueAt` is at or before `at` (ISO), paged by the store. */
  pendingNotices(at: string): AsyncIterable<string>;
  atomically: Atomically<DayPlanUnit>;
  mail: MailSettings;
}
