import { useState } from 'react';
import type { Booking, BookingStatus } from '../../../domain/booking/booking';
import { STATUS_NOTE_MAX_LENGTH } from '../../../domain/booking/booking-status';
import { deskSteps, isEndingStep } from '../../../domain/booking/desk-steps';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { csAdmin } from '../../texts/cs-admin';
import { ActionError } from './admin-desk-nav';
import { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';
import { coupleLabel } from './anonymised';
import { DeclineOthersChoice } from './competing-requests-view';

const t = csAdmin.detail;

/**
 * The legal next statuses as buttons; each asks for confirmation (and an optional note) before it runs. Confirming a
 * request other open requests compete with offers to decline them in the same step (all ticked, each named).
 */
export function StatusActions({
  booking,
  onChanged,
  competitors = [],
  onDeclinedOthers,
}: {
  booking: Booking;
  onChanged: (booking: Booking) => void;
  competitors?: readonly Booking[];
  onDeclinedOthers?: (ids: readonly string[]) => void;
}) {
  const admin = useService(TOKENS.BookingAdmin);
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<BookingStatus | null>(null);
  const [declining, setDeclining] = useState<Set<string>>(new Set());
  const [declinedCount, setDeclinedCount] = useState(0);
  const change = useAction((to: BookingStatus, text: string, others: readonly string[]) =>
    admin.changeStatus(booking.id, to, text || undefined, others.length ? others : undefined),
  );
  // The couple's own step (withdrawing) is never a desk button.
  const steps = deskSteps(booking.status);
  const next = [steps.primary, ...steps.other, ...steps.ending].filter((to): to is BookingStatus => to !== null);
  const section = useConfirmationFocus<HTMLElement>(asking);

  async function confirm(to: BookingStatus) {
    // Only the ones still shown and ticked: a list that changed under the dialog declines nothing it no longer shows.
    const others = to === 'confirmed' ? competitors.filter((b) => declining.has(b.id)).map((b) => b.id) : [];
    const updated = await change.run(to, note.trim(), others);
    if (updated) {
      setAsking(null);
      setNote('');
      setDone(updated.status);
      setDeclinedCount(others.length);
      onChanged(updated);
      if (others.length) onDeclinedOthers?.(others);
    }
  }

  return (
    <section aria-labelledby="zmena-stavu" ref={section} className="ui-card desk-panel">
      <h2 id="zmena-stavu" tabIndex={-1}>{t.actionsTitle}</h2>
      {next.length === 0 ? <p>{t.noActions}</p> : null}
      {asking === null ? (
        <p className="desk-steps">
          {next.map((to) => (
            <button
              key={to}
              type="button"
              data-opens={to}
              className={buttonClasses({ variant: to === steps.primary ? 'primary' : isEndingStep(to) ? 'danger' : 'secondary', fullWidth: to === steps.primary })}
              onClick={() => {
                setDone(null);
                setDeclining(new Set(competitors.map((b) => b.id)));
                setAsking(to);
              }}
            >
              {t.actions[to]}
            </button>
          ))}
        </p>
      ) : (
        <div role="group" aria-labelledby="potvrzeni-otazka" className="admin-confirm">
          <p id="potvrzeni-otazka" tabIndex={-1} data-confirm-question>
            <strong>{t.confirmQuestion(t.actions[asking], coupleLabel(booking))}</strong>
          </p>
          <label>
            {t.noteLabel} <input type="text" className="ui-control" maxLength={STATUS_NOTE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>{' '}
          {asking === 'confirmed' ? (
            <DeclineOthersChoice competitors={competitors} selected={declining} onChange={setDeclining} disabled={change.pending} />
          ) : null}
          <button type="button" className={buttonClasses({ variant: isEndingStep(asking) ? 'danger' : 'primary' })} disabled={change.pending} onClick={() => void confirm(asking)}>
            {change.pending ? t.working : t.confirmYes}
          </button>{' '}
          <button type="button" className={buttonClasses({ variant: 'secondary' })} disabled={change.pending} onClick={() => setAsking(null)}>
            {t.confirmNo}
          </button>
        </div>
      )}
      <p role="status">
        {done ? t.changed(csAdmin.status[done]) : ''}
        {done && declinedCount ? ` ${csAdmin.competing.declinedToo(declinedCount)}` : ''}
      </p>
      <ActionError id="zmena-stavu-chyba" code={change.error} />
    </section>
  );
}
