import { useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { csAdmin } from '../../texts/cs-admin';
import { ManualBookingForm } from './manual-booking-form';

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
      {open ? <ManualBookingForm {...(onCreated ? { onCreated } : {})} /> : null}
    </section>
  );
}
