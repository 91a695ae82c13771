import { useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { csAdmin } from '../../texts/cs-admin';
import { ActionError } from './admin-desk-nav';

const t = csAdmin.detail;

export function BookingNotes({ booking, onSaved }: { booking: Booking; onSaved: (booking: Booking) => void }) {
  const admin = useService(TOKENS.BookingAdmin);
  const [notes, setNotes] = useState(booking.internalNotes ?? '');
  const save = useAction((text: string) => admin.saveNotes(booking.id, text));
  return (
    <section aria-labelledby="poznamky">
      <h2 id="poznamky">{t.notesTitle}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(notes).then((saved) => saved && onSaved(saved));
        }}
      >
        <label htmlFor="interni-poznamky">{t.notesLabel}</label>
        <br />
        <textarea id="interni-poznamky" rows={4} cols={60} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <br />
        <button type="submit" disabled={save.pending}>
          {save.pending ? t.savingNotes : t.saveNotes}
        </button>{' '}
        <span role="status">{save.done ? t.notesSaved : ''}</span>
      </form>
      <ActionError id="poznamky-chyba" code={save.error} />
    </section>
  );
}
