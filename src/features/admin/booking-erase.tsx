import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { csAdmin } from '../../texts/cs-admin';
import { ActionError } from './admin-desk-nav';
import { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';
import { coupleLabel } from './anonymised';

const t = csAdmin.detail;

/** GDPR erasure, behind an explicit second confirmation. */
export function BookingErase({ booking }: { booking: Booking }) {
  const admin = useService(TOKENS.BookingAdmin);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const section = useConfirmationFocus<HTMLElement>(asking ? 'erase' : null);
  const erase = useAction(async () => {
    await admin.erase(booking.id);
    return true;
  });
  return (
    <section aria-labelledby="smazani" ref={section}>
      <h2 id="smazani" tabIndex={-1}>{t.eraseTitle}</h2>
      <p>{t.eraseText}</p>
      {asking ? (
        <div role="group" aria-labelledby="smazani-otazka" className="admin-confirm">
          <p id="smazani-otazka" tabIndex={-1} data-confirm-question>
            <strong>{t.eraseQuestion(coupleLabel(booking))}</strong>
          </p>
          <button
            type="button"
            disabled={erase.pending}
            onClick={() => void erase.run().then((ok) => ok && navigate('/admin/bookings'))}
          >
            {erase.pending ? t.working : t.eraseYes}
          </button>{' '}
          <button type="button" disabled={erase.pending} onClick={() => setAsking(false)}>
            {t.confirmNo}
          </button>
        </div>
      ) : (
        <button type="button" data-opens="erase" onClick={() => setAsking(true)}>
          {t.erase}
        </button>
      )}
      <ActionError id="smazani-chyba" code={erase.error} />
    </section>
  );
}

