import { useEffect } from 'react';
import { isIsoDate } from '../../../domain/booking/calendar';
import { TextField } from '../../shared/forms/text-field';
import { csBooking } from '../../texts/cs-booking';
import { AvailabilityCalendar } from './availability-calendar';
import { knownLockedDates } from './availability-store';
import { useAvailability, useBookingForm } from './booking-stores';
import { monthOf } from './calendar-month';
import { NearestFreeDates } from './nearest-free-dates';

/** The wedding date of either form: a date input (and the calendar in the full form), with free-date suggestions. */
export function WeddingDateField({ kind, withCalendar = false }: { kind: 'full' | 'simple'; withCalendar?: boolean }) {
  const date = useBookingForm(kind, (s) => s.values.weddingDate);
  const error = useBookingForm(kind, (s) => s.errors.weddingDate);
  const setField = useBookingForm(kind, (s) => s.setField);
  const locked = useAvailability((s) => knownLockedDates(s.months).has(date));
  const loadMonth = useAvailability((s) => s.loadMonth);
  // A typed date (the quick form has no calendar) is checked too, before anything is sent: one query per month.
  useEffect(() => {
    if (isIsoDate(date)) void loadMonth(monthOf(date));
  }, [date, loadMonth]);
  const choose = (value: string) => setField('weddingDate', value);
  return (
    <div className="wedding-date">
      {withCalendar ? <AvailabilityCalendar selected={date || undefined} onSelect={choose} /> : null}
      <TextField label={csBooking.fields.weddingDate} name="weddingDate" type="date" value={date} onValue={choose} error={error} required />
      {/* Always mounted, so screen readers announce the text when it appears. */}
      <p role="status">{locked && !error ? csBooking.dateTaken : ''}</p>
      {locked || error === 'booking/date-taken' || error === 'booking/date-held' ? <NearestFreeDates date={date} onPick={choose} /> : null}
    </div>
  );
}
