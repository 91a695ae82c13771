import type { Booking } from '../../../domain/booking/booking';
import { billingDetailsMissing } from '../../../domain/documents/billing-details';
import { isAnonymised } from '../../../domain/privacy/retention';
import { TOKENS } from '../../../ports/tokens';
import { BillingDetailsForm } from '../../shared/billing/billing-details-form';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { csBilling as t } from '../../texts/cs-billing';

/**
 * "Fakturační údaje" in the booking detail: what the couple filled in Moje svatba (or the desk did), editable here
 * through the desk's correction (recorded in the history). A VAT payer is warned while they are missing: her tax
 * documents are to name the customer with an address (§ 29 zákona o DPH); `vatPayer` null: the settings were unreadable.
 */
export function BookingBilling({ booking, vatPayer, onChanged }: { booking: Booking; vatPayer: boolean | null; onChanged: (booking: Booking) => void }) {
  const admin = useService(TOKENS.BookingAdmin);
  if (isAnonymised(booking)) return null;
  const missing = billingDetailsMissing(booking, vatPayer === null ? null : { vat: { payer: vatPayer } });
  return (
    <section aria-labelledby="fakturacni-udaje">
      <h2 id="fakturacni-udaje">{t.heading}</h2>
      {missing ? (
        <div role="note">
          <Alert tone="warning" announce={false}>
            {t.deskMissing}
          </Alert>
        </div>
      ) : null}
      <BillingDetailsForm details={booking.billing} emptyText={t.noneDesk} save={async (billing) => onChanged(await admin.editBooking(booking.id, { billing }))} />
    </section>
  );
}
