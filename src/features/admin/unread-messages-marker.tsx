import type { Booking } from '../../../domain/booking/booking';
import { hasUnreadMessages } from '../../../domain/booking/message-marks';
import { csAdminThread } from '../../texts/cs-admin-thread';

/**
 * A sign beside a booking whose couple wrote something the photographer has not opened yet: read from the booking's
 * server-side markers (domain/booking/message-marks.ts), so the list needs no thread; opening "Zprávy" clears it.
 */
export function UnreadMessagesMarker({ booking }: { booking: Booking }) {
  if (!hasUnreadMessages(booking, 'photographer')) return null;
  return (
    <>
      {' '}
      <span className="unread-messages-marker" role="img" aria-label={csAdminThread.unreadMarker} title={csAdminThread.unreadMarker}>
        ✉ {csAdminThread.unread}
      </span>
    </>
  );
}
