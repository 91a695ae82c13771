// The wedding-day plans apart from their fakes: the memory composition keeps this one store eager (the erasure and the
// desk's tests reach it) while the plan fakes that read and write it load on first use.
import type { DayPlanRecord } from '../../ports/units/day-plan-store-port';

/** The plans the fakes keep, one per booking id (the functions' `dayPlans/{bookingId}`). */
export class InMemoryDayPlans {
  private readonly records = new Map<string, DayPlanRecord>();

  get(bookingId: string): DayPlanRecord | null {
    const record = this.records.get(bookingId);
    return record ? structuredClone(record) : null;
  }

  set(bookingId: string, record: DayPlanRecord): void {
    this.records.set(bookingId, structuredClone(record));
  }

  /** The ids of the plans whose pending notice is due at `at` (the Firestore store's `noticeDueAt` query). */
  pendingNotices(at: string): string[] {
    return [...this.records].filter(([, record]) => record.noticeDueAt !== null && Date.parse(record.noticeDueAt) <= Date.parse(at)).map(([id]) => id);
  }

  /** The erasure's and the retention's part: the plan names third persons and their phones. */
  delete(bookingId: string): void {
    this.records.delete(bookingId);
  }
}
