import type { Booking } from '../../../domain/booking/booking';
import { formatDateTime } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';
import { personalField } from './anonymised';

const t = csAdmin.detail;

/** The messages the couple sent from their portal about this booking, oldest first, as they wrote them. */
export function BookingMessages({ booking }: { booking: Booking }) {
  const messages = booking.messages ?? [];
  return (
    <section aria-labelledby="zpravy">
      <h2 id="zpravy">{t.messagesTitle}</h2>
      {messages.length === 0 ? <p>{personalField(booking, t.messagesEmpty)}</p> : null}
      <ol>
        {messages.map((message) => (
          <li key={message.id}>
            <time dateTime={message.at}>{formatDateTime(message.at)}</time> – {t.messageAuthor[message.author]}:
            <p style={{ whiteSpace: 'pre-wrap' }}>{message.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
