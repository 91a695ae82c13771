import { Link } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { isIsoDate } from '../../../domain/booking/calendar';
import type { CompetingDay } from '../../../domain/booking/competing-requests';
import { formatDate } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';
import { coupleLabel } from './anonymised';

const t = csAdmin.competing;

/** The list filtered to one day's open requests, side by side (`den` in the style of the calendar's `mesic`). */
export const DAY_PARAM = 'den';
export const competingDayPath = (date: string) => `/admin/bookings?${DAY_PARAM}=${date}`;

/** The `den` of a list address, when it is a real date; anything else shows the list as it was. */
export function dayParam(url: string): string | null {
  const value = new URL(url).searchParams.get(DAY_PARAM);
  return isIsoDate(value) ? value : null;
}

/** Beside a wedding date in the list: how many open requests want that day, linking to them side by side. */
export function CompetingMarker({ day }: { day: CompetingDay }) {
  return (
    <>
      {' '}
      <Link className="competing-marker" to={competingDayPath(day.date)}>
        {t.marker(day.count)}
      </Link>
    </>
  );
}

/** Below the month grid: the days wanted by several open requests, each a link to them side by side. */
export function CompetingDays({ days }: { days: readonly CompetingDay[] }) {
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="souperici-dny">
      <h2 id="souperici-dny">{t.calendarTitle}</h2>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <Link to={competingDayPath(day.date)} aria-label={t.markerLabel(day.count, formatDate(day.date))}>
              {formatDate(day.date)}: {t.marker(day.count)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The booking detail's warning: other open requests want the same day (with links to each and to all of them). */
export function CompetingWarning({ booking, others }: { booking: Booking; others: readonly Booking[] }) {
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="souperici-poptavky" className="competing-warning">
      <h2 id="souperici-poptavky">{t.warning(others.length)}</h2>
      <ul>
        {others.map((other) => (
          <li key={other.id}>
            <Link to={`/admin/bookings/${encodeURIComponent(other.id)}`}>{t.competitor(coupleLabel(other), other.reservationCode)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={competingDayPath(booking.weddingDate)}>{t.compare}</Link>
      </p>
    </section>
  );
}

/**
 * In the confirm dialog: the day's other open requests, each checked to be declined in the same step (the couple gets
 * the decline e-mail). Nothing is declined that the photographer did not see ticked here.
 */
export function DeclineOthersChoice(props: {
  competitors: readonly Booking[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  disabled: boolean;
}) {
  if (props.competitors.length === 0) return null;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(props.selected);
    if (on) next.add(id);
    else next.delete(id);
    props.onChange(next);
  };
  return (
    <fieldset className="decline-others" aria-describedby="odmitnout-ostatni-napoveda">
      <legend>{t.declineLegend}</legend>
      <p id="odmitnout-ostatni-napoveda">{t.declineHint}</p>
      <ul>
        {props.competitors.map((other) => (
          <li key={other.id}>
            <label>
              <input
                type="checkbox"
                checked={props.selected.has(other.id)}
                disabled={props.disabled}
                onChange={(e) => toggle(other.id, e.target.checked)}
              />{' '}
              {t.competitor(coupleLabel(other), other.reservationCode)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
