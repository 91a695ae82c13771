import { useNavigate } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog/confirm-dialog';
import { csAdmin } from '../../texts/cs-admin';
import { coupleLabel } from './anonymised';

const t = csAdmin.detail;

/**
 * GDPR erasure (from the booking page's "Další akce"), behind a confirmation that opens on "Zrušit": nothing is
 * erased by a reflexive Enter, and a failure stays in the dialog with its Czech message and code.
 */
export function BookingEraseDialog({ booking, isOpen, onOpenChange }: { booking: Booking; isOpen: boolean; onOpenChange(open: boolean): void }) {
  const admin = useService(TOKENS.BookingAdmin);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.eraseQuestion(coupleLabel(booking))}
      confirmLabel={t.eraseYes}
      tone="danger"
      onConfirm={async () => {
        await admin.erase(booking.id);
        await navigate('/admin/bookings');
      }}
    >
      <p>{t.eraseText}</p>
    </ConfirmDialog>
  );
}
