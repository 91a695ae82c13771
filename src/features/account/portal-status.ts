import type { PortalHistoryEntry } from '../../../ports/couple-portal-port';
import type { BookingStatus } from '../../../domain/booking/booking';
import { csPortal } from '../../texts/cs-portal';

const h = csPortal.history;

/** The couple's wording of a status (a status the texts do not know yet reads as the newest known, never blank). */
export function portalStatus(status: string): { label: string; next: string } {
  return csPortal.status[status as BookingStatus] ?? { label: status, next: '' };
}

/** One public history line: what happened, in the couple's words (never who on the desk, never notes). */
export function historyLine(entry: PortalHistoryEntry): string {
  if (entry.event) return h.event[entry.event];
  if (entry.from === null) return h.received;
  return h.statusChanged(portalStatus(entry.to).label);
}
