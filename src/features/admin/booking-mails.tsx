import { useEffect, useState } from 'react';
import { isSuperseded } from '../../../application/mail/mail-log';
import type { Booking } from '../../../domain/booking/booking';
import { formatDateTime } from '../../../domain/formatting/czech';
import type { QueuedMail } from '../../../ports/mail-log-port';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { csAdmin } from '../../texts/cs-admin';
import { ADMIN_BOOKINGS_STORE, useAdminBookings } from './admin-bookings-store';
import { ActionError } from './admin-desk-nav';

const t = csAdmin.mails;
const none = csAdmin.detail.none;

export const deliveryStateLabel = (mail: QueuedMail): string => (mail.delivery?.state ? t.state[mail.delivery.state] : t.unseen);

function ResendButton({ mail, onResent }: { mail: QueuedMail; onResent: (mail: QueuedMail) => void }) {
  const store = useService(ADMIN_BOOKINGS_STORE);
  const resend = useAction(async () => onResent(await store.getState().resendMail(mail.id)));
  return (
    <>
      <button type="button" disabled={resend.pending} aria-label={t.resendLabel(mail.subject, mail.to)} onClick={() => void resend.run()}>
        {resend.pending ? t.resending : t.resend}
      </button>
      <ActionError id={`znovu-${mail.id}`} code={resend.error} />
    </>
  );
}

/**
 * The delivery log of one booking: every mail queued for it with its delivery state, and a resend for a failed one
 * whose failure no resend has taken over yet. Reloads when the booking changes (a status change queues a mail).
 */
export function BookingMails({ booking }: { booking: Booking }) {
  const store = useService(ADMIN_BOOKINGS_STORE);
  const log = useAdminBookings((s) => (s.mailLog?.bookingId === booking.id ? s.mailLog : null));
  const [resent, setResent] = useState<QueuedMail | null>(null);
  useEffect(() => {
    void store.getState().loadMails(booking.id);
  }, [store, booking.id, booking.updatedAt]);
  const items = log?.items ?? [];
  return (
    <section aria-labelledby="emaily">
      <h2 id="emaily">{t.title}</h2>
      <p aria-live="polite">{log?.status === 'loading' ? t.loading : resent ? t.resent(resent.to) : ''}</p>
      <ActionError id="emaily-chyba" code={log?.failure ?? null} />
      {items.length === 0 ? (
        log?.status === 'ready' && <p>{t.empty}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.columns.to}</th>
              <th scope="col">{t.columns.subject}</th>
              <th scope="col">{t.columns.queuedAt}</th>
              <th scope="col">{t.columns.state}</th>
              <th scope="col">{t.columns.attempts}</th>
              <th scope="col">{t.columns.error}</th>
              <th scope="col">{t.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((mail) => (
              <tr key={mail.id}>
                <td>{mail.to}</td>
                <td>
                  {mail.subject}
                  {mail.resendOf ? ` ${t.resentCopy}` : ''}
                </td>
                <td>{mail.queuedAt ? <time dateTime={mail.queuedAt}>{formatDateTime(mail.queuedAt)}</time> : none}</td>
                <td>
                  <strong className={mail.delivery?.state === 'ERROR' ? 'mail-failed' : undefined}>{deliveryStateLabel(mail)}</strong>
                </td>
                <td>{mail.delivery?.attempts ?? 0}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>{mail.delivery?.error ?? none}</td>
                <td>
                  {mail.delivery?.state !== 'ERROR' ? (
                    none
                  ) : isSuperseded(mail, items) ? (
                    t.superseded
                  ) : (
                    <ResendButton mail={mail} onResent={setResent} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
