import { useEffect, useMemo } from 'react';
import { nearestFreeDates } from '../../../domain/booking/booking-policy';
import { isIsoDate } from '../../../domain/booking/calendar';
import { csBooking } from '../../texts/cs-booking';
import { knownLockedDates } from './availability-store';
import { useAvailability } from './booking-stores';
import { useBookingPolicy } from './use-booking-policy';
import { longCzechDate, monthOf, shiftMonth } from './calendar-month';

/** Suggestions for a taken date: the nearest free days, as buttons that choose them. */
export function NearestFreeDates({ date, onPick }: { date: string; onPick(date: string): void }) {
  const months = useAvailability((s) => s.months);
  const loadMonth = useAvailability((s) => s.loadMonth);
  const valid = isIsoDate(date);
  // Suggestions can fall into the neighbouring months: know those too before offering a day as free.
  useEffect(() => {
    if (valid) for (const by of [0, -1, 1]) void loadMonth(shiftMonth(monthOf(date), by));
  }, [date, valid, loadMonth]);
  const policy = useBookingPolicy();
  const suggestions = useMemo(
    () => (valid ? nearestFreeDates(date, knownLockedDates(months), new Date(), 3, policy) : []),
    [date, valid, months, policy],
  );
  if (!valid) return null;
  if (suggestions.length === 0) return <p>{csBooking.noNearestFree}</p>;
  return (
    <div className="nearest-free">
      <p>{csBooking.nearestFree}</p>
      <ul className="suggestions">
        {suggestions.map((free) => (
          <li key={free}>
            <button type="button" className="button button-secondary" onClick={() => onPick(free)}>
              {longCzechDate(free)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
