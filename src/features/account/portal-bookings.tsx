import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { RESERVATION_LOOKUP_ANCHOR, RESERVATION_PAGE_PATH } from '../../../domain/booking/booking-links';
import { FormStatus } from '../../shared/forms/form-status';
import { csPortal } from '../../texts/cs-portal';
import { useCouplePortal } from './couple-portal-store';
import { PortalBookingCard } from './portal-booking-card';

/** "Vaše rezervace": every reservation under the account's e-mail, newest wedding first (the port's order). */
export function PortalBookings() {
  const status = useCouplePortal((s) => s.status);
  const bookings = useCouplePortal((s) => s.bookings);
  const loadError = useCouplePortal((s) => s.loadError);
  const load = useCouplePortal((s) => s.load);

  // Idle: first visit, or the store was reset because another account signed in.
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  return (
    <section aria-labelledby="rezervace" aria-busy={status === 'loading' || status === 'idle'}>
      <h2 id="rezervace">{csPortal.bookingsHeading}</h2>
      {status === 'loading' || status === 'idle' ? <p role="status">{csPortal.loading}</p> : null}
      {status === 'failed' ? (
        <div>
          <p>{csPortal.loadFailed}</p>
          <FormStatus id="rezervace-chyba" failure={loadError} />
          <button type="button" className="button" onClick={() => void load()}>
            {csPortal.retry}
          </button>
        </div>
      ) : null}
      {status === 'ready' && bookings.length === 0 ? (
        <div className="portal-empty">
          <p>{csPortal.empty}</p>
          <p>
            <Link className="button" to={RESERVATION_PAGE_PATH}>
              {csPortal.emptyLink}
            </Link>
          </p>
        </div>
      ) : null}
      {status === 'ready' && bookings.length > 0
        ? bookings.map((booking) => <PortalBookingCard key={booking.id} booking={booking} />)
        : null}
      {status === 'ready' ? (
        <p className="portal-lookup-hint">
          {csPortal.lookupHint} <Link to={`${RESERVATION_PAGE_PATH}#${RESERVATION_LOOKUP_ANCHOR}`}>{csPortal.lookupLink}</Link>
        </p>
      ) : null}
    </section>
  );
}
