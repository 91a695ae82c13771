import { useEffect, useRef, useState } from 'react';
import type { Booking, BookingStatus } from '../../../domain/booking/booking';
import { STATUS_NOTE_MAX_LENGTH } from '../../../domain/booking/booking-status';
import { deskSteps, isEndingStep } from '../../../domain/booking/desk-steps';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog/confirm-dialog';
import { csAdmin } from '../../texts/cs-admin';
import { coupleLabel } from './anonymised';
import { DeclineOthersChoice } from './competing-requests-view';

const t = csAdmin.detail;

/**
 * The legal next statuses as buttons; each asks in a confirmation dialog (with an optional note for the history)
 * before it runs. Confirming a request other open requests compete with offers to decline them in the same step (all
 * ticked, each named). A refused step keeps the dialog open with its Czech message and code.
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
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<BookingStatus | null>(null);
  const [declining, setDeclining] = useState<Set<string>>(new Set());
  const [declinedCount, setDeclinedCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened a step which then ran is gone with the old status: focus goes to the section's heading,
  // not to <body> (a cancelled or refused step returns focus to its button through the dialog).
  const [ran, setRan] = useState(0);
  useEffect(() => {
    if (ran > 0) heading.current?.focus();
  }, [ran]);
  // The couple's own step (withdrawing) is never a desk button.
  const steps = deskSteps(booking.status);
  const next = [steps.primary, ...steps.other, ...steps.ending].filter((to): to is BookingStatus => to !== null);

  async function confirm(to: BookingStatus) {
    // Only the ones still shown and ticked: a list that changed under the dialog declines nothing it no longer shows.
    const others = to === 'confirmed' ? competitors.filter((b) => declining.has(b.id)).map((b) => b.id) : [];
    setPending(true);
    try {
      const updated = await admin.changeStatus(booking.id, to, note.trim() || undefined, others.length ? others : undefined);
      setNote('');
      setDone(updated.status);
      setDeclinedCount(others.length);
      setRan((n) => n + 1);
      onChanged(updated);
      if (others.length) onDeclinedOthers?.(others);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="zmena-stavu" className="ui-card desk-panel">
      <h2 id="zmena-stavu" ref={heading} tabIndex={-1}>{t.actionsTitle}</h2>
      {next.length === 0 ? <p>{t.noActions}</p> : null}
      <p className="desk-steps">
        {next.map((to) => (
          <button
            key={to}
            type="button"
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
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t.confirmQuestion(t.actions[asking], coupleLabel(booking)) : ''}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        tone={asking && isEndingStep(asking) ? 'danger' : 'primary'}
        onConfirm={() => (asking ? confirm(asking) : Promise.resolve())}
      >
        <label className="status-note">
          {t.noteLabel}{' '}
          <input type="text" className="ui-control" maxLength={STATUS_NOTE_MAX_LENGTH} value={note} disabled={pending} onChange={(e) => setNote(e.target.value)} />
        </label>
        {asking === 'confirmed' ? <DeclineOthersChoice competitors={competitors} selected={declining} onChange={setDeclining} disabled={pending} /> : null}
      </ConfirmDialog>
      <p role="status">
        {done ? t.changed(csAdmin.status[done]) : ''}
        {done && declinedCount ? ` ${csAdmin.competing.declinedToo(declinedCount)}` : ''}
      </p>
    </section>
  );
}
