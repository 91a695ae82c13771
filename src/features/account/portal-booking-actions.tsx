import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../domain/booking/booking-message';
import type { PortalBooking } from '../../../ports/couple-portal-port';
import { downloadFile } from '../../shared/files/download-file';
import { ConfirmStep } from '../../shared/forms/confirm-step';
import { FormStatus } from '../../shared/forms/form-status';
import { TextField } from '../../shared/forms/text-field';
import { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';
import { csPortal } from '../../texts/cs-portal';
import { useCouplePortal } from './couple-portal-store';

const w = csPortal.withdraw;
const m = csPortal.messages;

/** What the couple may do with one reservation: withdraw a new request, write to the photographer, save the date. */
export function PortalBookingActions({ booking }: { booking: PortalBooking }) {
  return (
    <div className="portal-actions">
      {booking.ics ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => downloadFile(csPortal.ics.fileName(booking.reservationCode), booking.ics ?? '', 'text/calendar;charset=utf-8')}>
            {csPortal.ics.action}
          </button>
        </p>
      ) : null}
      <WithdrawAction booking={booking} />
      <MessageForm booking={booking} />
    </div>
  );
}

function WithdrawAction({ booking }: { booking: PortalBooking }) {
  const withdraw = useCouplePortal((s) => s.withdraw);
  const status = useCouplePortal((s) => s.actions[booking.id]?.withdraw);
  const [asking, setAsking] = useState(false);
  const root = useConfirmationFocus<HTMLDivElement>(asking ? 'withdraw' : null);
  const questionId = `stahnout-${booking.id}`;
  const working = status?.state === 'pending';

  async function confirm() {
    if (await withdraw(booking.id)) setAsking(false);
  }

  if (!booking.canWithdraw && status?.state !== 'done') return null;
  return (
    <div ref={root}>
      {status?.state === 'done' ? (
        <p role="status" className="form-success" tabIndex={-1} data-confirm-result>
          {w.done}
        </p>
      ) : asking ? (
        <ConfirmStep
          id={questionId}
          question={w.question(booking.weddingDate)}
          yes={w.yes}
          working={w.working}
          no={w.no}
          pending={working}
          onYes={() => void confirm()}
          onNo={() => setAsking(false)}
        />
      ) : (
        <button type="button" className="button button-secondary" data-opens="withdraw" onClick={() => setAsking(true)}>
          {w.action}
        </button>
      )}
      <FormStatus id={`${questionId}-chyba`} failure={status?.state === 'failed' ? status.error : null} />
    </div>
  );
}

function MessageForm({ booking }: { booking: PortalBooking }) {
  const draft = useCouplePortal((s) => s.drafts[booking.id] ?? '');
  const setDraft = useCouplePortal((s) => s.setDraft);
  const send = useCouplePortal((s) => s.sendMessage);
  const status = useCouplePortal((s) => s.actions[booking.id]?.message);
  const formId = `zprava-${booking.id}`;
  const fieldError = status?.state === 'failed' && status.error?.startsWith('field/') ? status.error : null;
  const failure = status?.state === 'failed' && !fieldError ? status.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(booking.id);
  }

  return (
    <form className="form portal-message-form" noValidate onSubmit={onSubmit} aria-label={`${m.label} (${booking.reservationCode})`}>
      <TextField
        id={formId}
        label={m.label}
        name="message"
        multiline
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={m.hint(MESSAGE_MAX_LENGTH)}
        value={draft}
        onValue={(text) => setDraft(booking.id, text)}
        error={fieldError}
        required
      />
      <FormStatus id={`${formId}-stav`} failure={failure} />
      <div role="status">{status?.state === 'done' ? <p className="form-success">{m.sent}</p> : null}</div>
      <button type="submit" className="button" disabled={status?.state === 'pending'}>
        {status?.state === 'pending' ? m.sending : m.send}
      </button>
    </form>
  );
}
