import type { BookingStatus } from '../../../../domain/booking/booking';
import { csAdmin } from '../../../texts/cs-admin';

/** A booking's status as a coloured badge with its Czech name (the colours: --status-<status>-fg/-bg). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`ui-badge ui-status-badge ui-status-badge--${status}`} data-status={status}>
      <span className="ui-status-badge__dot" aria-hidden="true" />
      {csAdmin.status[status]}
    </span>
  );
}
