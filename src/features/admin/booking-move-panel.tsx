import { useState, type FormEvent } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { MOVABLE_STATUSES } from '../../../domain/booking/booking-move';
import type { ErrorCode } from '../../../domain/errors';
import { isAnonymised } from '../../../domain/privacy/retention';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { LazyDateField } from '../../shared/ui/date-field/lazy-date-field';
import { csAdmin } from '../../texts/cs-admin';
import { useFieldAction } from './use-field-action';

const t = csAdmin.byHand;

/** The desk's own words for a refused move (the day is taken or a day off), above the shared message and code. */
function refusal(code: ErrorCode | null): string | null {
  if (code === 'booking/date-taken') return t.moveTaken;
  if (code === 'booking/date-blocked') return t.moveBlocked;
  if (code === 'booking/invalid-transition') return t.moveClosed;
  return null;
}

/** 'Přesunout termín': the wedding and its date lock move together on the server; a taken day is refused clearly. */
export function BookingMovePanel({ booking, onChanged }: { booking: Booking; onChanged: (booking: Booking) => void }) {
  const admin = useService(TOKENS.BookingAdmin);
  const [date, setDate] = useState(booking.weddingDate);
  const [done, setDone] = useState<string | null>(null);
  const move = useFieldAction((newDate: string) => admin.moveBooking(booking.id, newDate));
  if (!MOVABLE_STATUSES.includes(booking.status) || isAnonymised(booking)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const moved = await move.run(date);
    if (!moved) return;
    setDone(moved.weddingDate === booking.weddingDate ? t.moveSame : t.moved(formatDate(moved.weddingDate)));
    onChanged(moved);
  }

  const code = move.fields.weddingDate ?? move.error;
  const message = refusal(code);
  return (
    <section aria-labelledby="presun-terminu">
      <h2 id="presun-terminu">{t.moveTitle}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <LazyDateField id="presun-datum" label={t.moveLabel} hint={t.moveHint} value={date} onValue={setDate} error={code} />
        <p>
          <button type="submit" disabled={move.pending}>
            {move.pending ? t.moving : t.move}
          </button>
        </p>
      </form>
      <p role="status">{done ?? ''}</p>
      {/* The field shows the Czech message and code; the desk's own words for a refusal say what to do. */}
      {message ? (
        <p role="alert" id="presun-chyba">
          {message}
        </p>
      ) : null}
    </section>
  );
}
