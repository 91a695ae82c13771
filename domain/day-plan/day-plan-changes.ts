import type { DayPlan } from './day-plan';

/**
 * A search on Mapy.cz for the place as the couple typed it. The plan never stores a link: a place is text, and the
 * only link ever shown is this one, built here, so nothing a couple types becomes an address of their choosing.
 */
export function mapLinkOf(place: string): string | null {
  const query = place.trim();
  return query === '' ? null : `https://mapy.cz/zakladni?q=${encodeURIComponent(query)}`;
}

/** How one list of the plan changed, counted by its lines' content. */
export interface ListChange {
  added: number;
  removed: number;
}

/** What changed between the plan the photographer last heard of and the plan now (her notice summarises it). */
export interface DayPlanChanges {
  items: ListChange;
  people: ListChange;
  groupPhotos: ListChange;
  notes: boolean;
}

/** Lines as a multiset: a line edited counts as one removed and one added, which is what the photographer must reread. */
function listChange(before: readonly string[], after: readonly string[]): ListChange {
  const left = new Map<string, number>();
  for (const line of before) left.set(line, (left.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of after) {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else added += 1;
  }
  const removed = [...left.values()].reduce((sum, n) => sum + n, 0);
  return { added, removed };
}

const itemLines = (plan: DayPlan) => plan.items.map((item) => `${item.time}\u0000${item.what}\u0000${item.where}`);
const personLines = (plan: DayPlan) => plan.people.map((person) => `${person.name}\u0000${person.role}\u0000${person.phone}`);

export function dayPlanChanges(before: DayPlan, after: DayPlan): DayPlanChanges {
  return {
    items: listChange(itemLines(before), itemLines(after)),
    people: listChange(personLines(before), personLines(after)),
    groupPhotos: listChange(before.groupPhotos, after.groupPhotos),
    notes: before.notes !== after.notes,
  };
}

export function hasDayPlanChanges(changes: DayPlanChanges): boolean {
  const lists = [changes.items, changes.people, changes.groupPhotos];
  return changes.notes || lists.some((change) => change.added > 0 || change.removed > 0);
}

/**
 * The photographer hears of changes at most once an hour per booking: the couple saves as they type, and a mail per
 * keystroke would bury her. Changes made inside the hour are summarised in the next notice — sent by the next save
 * after the hour, or else by the scheduled run once the hour is over (pendingNoticeDueAt), so the last change of a
 * burst is told too.
 */
export const DAY_PLAN_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whether a save at `now` sends the photographer a notice: something changed since the plan she last heard of, and
 * her last notice about this booking (if any) is at least DAY_PLAN_NOTICE_INTERVAL_MS old.
 */
export function dayPlanNoticeDue(lastNoticeAt: string | null, changes: DayPlanChanges, now: Date): boolean {
  if (!hasDayPlanChanges(changes)) return false;
  return lastNoticeAt === null || now.getTime() - Date.parse(lastNoticeAt) >= DAY_PLAN_NOTICE_INTERVAL_MS;
}

/**
 * When the changes saved but not told (no notice was due at the save) are to be told: the end of the interval after
 * her last notice, or `now` when she has had none. Null when nothing is pending (a change undone is no change).
 */
export function pendingNoticeDueAt(lastNoticeAt: string | null, changes: DayPlanChanges, now: Date): string | null {
  if (!hasDayPlanChanges(changes)) return null;
  return lastNoticeAt === null ? now.toISOString() : new Date(Date.parse(lastNoticeAt) + DAY_PLAN_NOTICE_INTERVAL_MS).toISOString();
}
