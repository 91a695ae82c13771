import { lazy, Suspense, useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { csAdmin } from '../../texts/cs-admin';
import { csCommon } from '../../texts/cs-common';

// The form, its fields and the booking texts load when the button is first pressed: the list's first screen
// does not wait for a form most visits never open.
const ManualBookingForm = lazy(() => import('./manual-booking-form').then((m) => ({ default: m.ManualBookingForm })));

/** The bookings list's 'Nová rezervace' button; the form opens in place and stays open after a save (next call). */
export function NewBookingPanel({ onCreated }: { onCreated?: (booking: Booking) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-new-booking">
      <p>
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? csAdmin.byHand.close : csAdmin.byHand.open}
        </button>
      </p>
      {open ? (
        <Suspense fallback={<p role="status">{csCommon.loading}</p>}>
          <ManualBookingForm {...(onCreated ? { onCreated } : {})} />
        </Suspense>
      ) : null}
    </section>
  );
}
