import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adoptTypedBeforeHydration } from '../../shared/forms/typed-before-hydration';
import type { PageModule } from '../../shared/routing/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { csBooking } from '../../texts/cs-booking';
import { knownLockedDates } from './availability-store';
import { AvailabilityCalendar } from './availability-calendar';
import { useAvailability } from './booking-stores';
import { longCzechDate } from './calendar-month';
import { NearestFreeDates } from './nearest-free-dates';
import { ReservationLookup } from './reservation-lookup';
import { BOOKING_STORES } from './booking-stores-token';

/** Resolved before this page renders (the store's code loads with the page). */
export const services = [BOOKING_STORES];

export const beforeHydration: PageModule['beforeHydration'] = ({ services, root }) =>
  adoptTypedBeforeHydration(services.get(BOOKING_STORES).lookup, root.querySelector('.reservation-lookup form'));

export function Component() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const locked = useAvailability((s) => (date ? knownLockedDates(s.months).has(date) : false));
  const query = date ? `?datum=${date}` : '';
  return (
    <article className="section booking">
      <PageMeta title={csBooking.reservationTitle} description={csBooking.reservationDescription} path="/rezervace" />
      <h1>{csBooking.reservationTitle}</h1>
      <p className="lead">{csBooking.reservationDescription}</p>
      <section aria-labelledby="volne-terminy">
        <h2 id="volne-terminy">{csBooking.hubCalendarHeading}</h2>
        <AvailabilityCalendar selected={date} onSelect={setDate} />
        <div role="status" className="chosen-date">
          {date ? (
            <p>
              {csBooking.chosenDate}: <strong>{longCzechDate(date)}</strong> – {locked ? csBooking.dateTaken : csBooking.dateFree}
            </p>
          ) : (
            <p>{csBooking.noDateYet}</p>
          )}
        </div>
        {date && locked ? <NearestFreeDates date={date} onPick={setDate} /> : null}
      </section>
      <section aria-labelledby="poptavka">
        <h2 id="poptavka">{csBooking.formsHeading}</h2>
        <p>{csBooking.formsIntro}</p>
        <p className="muted">{csBooking.notConfirmedYet}</p>
        <p className="booking-actions">
          <Link to={`/booking${date && !locked ? query : ''}`} className="button">
            {csBooking.fullForm}
          </Link>
          <Link to={`/simple-booking${date && !locked ? query : ''}`} className="button button-secondary">
            {csBooking.continueQuick}
          </Link>
        </p>
      </section>
      <ReservationLookup />
    </article>
  );
}
