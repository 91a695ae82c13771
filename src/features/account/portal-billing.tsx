import type { PortalBooking } from '../../../ports/couple-portal-port';
import { BillingDetailsForm } from '../../shared/billing/billing-details-form';
import { csBilling as t } from '../../texts/cs-billing';
import { useCouplePortal } from './couple-portal-store';

/** Statuses no document will ever be issued in: nothing to make out to anybody. */
const NO_DOCUMENTS: readonly PortalBooking['status'][] = ['declined', 'withdrawn'];

/**
 * "Fakturační údaje" on the couple's booking card: whom the documents are made out to. A confirmed booking without
 * them asks for them before the deposit is paid (the receipt of the deposit is the first tax document).
 */
export function PortalBilling({ booking }: { booking: PortalBooking }) {
  const saveBilling = useCouplePortal((state) => state.saveBilling);
  if (NO_DOCUMENTS.includes(booking.status)) return null;
  const headingId = `fakturacni-udaje-${booking.id}`;
  return (
    <section className="portal-billing" aria-labelledby={headingId}>
      <h4 id={headingId}>{t.heading}</h4>
      <p>{t.coupleLead}</p>
      {booking.status === 'confirmed' && !booking.billing ? <p className="portal-billing__ask">{t.coupleAsk}</p> : null}
      <BillingDetailsForm details={booking.billing} emptyText={t.none} save={(billing) => saveBilling(booking.id, billing)} />
    </section>
  );
}
