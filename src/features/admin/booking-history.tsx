import type { Booking, BookingFieldChange, BookingHistoryEntry } from '../../../domain/booking/booking';
import { formatDate, formatDateTime } from '../../../domain/formatting/czech';
import { PERSONAL_HISTORY_FIELDS } from '../../../domain/privacy/anonymise';
import { csAdmin } from '../../texts/cs-admin';
import { personalField } from './anonymised';

const t = csAdmin.detail;
const h = csAdmin.byHand.history;

function what(entry: BookingHistoryEntry, booking: Booking): string {
  if (entry.event === 'created') return `${h.created(csAdmin.byHand.channels[booking.channel ?? 'web'])}, ${t.historyCreated(csAdmin.status[entry.to])}`;
  if (entry.event === 'edit') return h.edit;
  if (entry.event === 'move') return h.move;
  if (entry.event === 'message') return t.historyMessage(csAdmin.status[entry.to]);
  return entry.from ? t.historyEntry(csAdmin.status[entry.from], csAdmin.status[entry.to]) : t.historyCreated(csAdmin.status[entry.to]);
}

/** A person's e-mail as stored; an actor that is no person (the bank's import) by its Czech name. */
function actorName(by: string): string {
  return Object.hasOwn(t.actors, by) ? t.actors[by]! : by;
}

function shown(booking: Booking, change: BookingFieldChange, value: string | number | null): string {
  // Anonymising kept that the field changed, not its values: they read as the marker, never as "empty".
  if (PERSONAL_HISTORY_FIELDS.includes(change.field)) return personalField(booking, value === null || value === '' ? h.empty : String(value));
  if (value === null || value === '') return h.empty;
  return change.field === 'weddingDate' && typeof value === 'string' ? formatDate(value) : String(value);
}

/** Who changed what and when: status changes, and for corrections and moves each field old → new. */
export function BookingHistory({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="historie">
      <h2 id="historie">{t.historyTitle}</h2>
      <ol>
        {booking.history.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>: {what(entry, booking)} ({t.historyBy}: {actorName(entry.by)})
            {entry.note ? ` – ${entry.note}` : ''}
            {entry.changes?.length ? (
              <ul>
                {entry.changes.map((change) => (
                  <li key={change.field}>{h.changeLine(h.fields[change.field] ?? change.field, shown(booking, change, change.from), shown(booking, change, change.to))}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
