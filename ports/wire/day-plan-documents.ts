import { readDayPlan } from '../../domain/day-plan/day-plan';
import type { DayPlanRecord } from '../units/day-plan-store-port';
import { toIso, type ToTimestamp } from './firestore-documents';

/**
 * A booking's wedding-day plan, `dayPlans/{bookingId}`: `{ plan, updatedAt, notice, noticeDueAt }` (instants as
 * Timestamps; `noticeDueAt` null, or missing in plans saved before it existed, when no notice is pending).
 * Written and read only by the functions (the couple's and the desk's callables); firestore.rules refuse every client,
 * admins included — the plan holds third persons' phones. Deleted with its booking (erasure, anonymisation).
 */
export const DAY_PLANS = 'dayPlans';

export function toDayPlanDocument(record: DayPlanRecord, ts: ToTimestamp): Record<string, unknown> {
  return {
    plan: record.plan,
    updatedAt: ts(record.updatedAt),
    notice: record.notice ? { ...record.notice, at: ts(record.notice.at) } : null,
    noticeDueAt: record.noticeDueAt ? ts(record.noticeDueAt) : null,
  };
}

/** A stored plan read back through the domain rule, so a document edited by hand can never carry what a save could not. */
export function fromDayPlanDocument(data: Record<string, unknown>): DayPlanRecord {
  const notice = data.notice as Record<string, unknown> | null | undefined;
  return {
    plan: readDayPlan(data.plan),
    updatedAt: toIso(data.updatedAt),
    notice: notice ? { at: toIso(notice.at), plan: readDayPlan(notice.plan), count: Number(notice.count) || 0 } : null,
    noticeDueAt: data.noticeDueAt ? toIso(data.noticeDueAt) : null,
  };
}
