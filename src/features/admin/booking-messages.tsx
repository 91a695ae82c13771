import type { Booking, BookingMessage } from '../../../domain/booking/booking';
import { formatDateTime } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';
import { personalField } from './anonymised';

const t = csAdmin.detail;

/** The booking's thread: the messages the couple sent from their portal, oldest first, as they wrote them. */
export function BookingMessages({ booking, messages }: { booking: Booking; messages: readonly BookingMessage[] }) {
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
