import { useState, type FormEvent } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { isAnonymised } from '../../../domain/privacy/retention';
import { bookingEditInput, type BookingEditInput } from '../../../domain/booking/booking-edit';
import { TOKENS } from '../../../ports/tokens';
import { FieldError } from '../../shared/forms/field-error';
import { TextField } from '../../shared/forms/text-field';
import { useService } from '../../shared/services/services-context';
import { csAdmin } from '../../texts/cs-admin';
import { csBooking } from '../../texts/cs-booking';
import { useFieldAction } from './use-field-action';

const t = csAdmin.byHand;
const f = csBooking.fields;

/**
 * 'Opravit údaje': contact, venue, package, extras (as slugs, comma-separated), ceremony time and guests. The server
 * records each changed field old → new; a refusal keeps what was typed and marks the fields.
 */
export function BookingEditPanel({ booking, onChanged }: { booking: Booking; onChanged: (booking: Booking) => void }) {
  const admin = useService(TOKENS.BookingAdmin);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BookingEditInput>(() => bookingEditInput(booking));
  const [extras, setExtras] = useState(() => booking.extras.join(', '));
  const [done, setDone] = useState<string | null>(null);
  const save = useFieldAction((patch: BookingEditInput) => admin.editBooking(booking.id, patch));
  const set = (key: Exclude<keyof BookingEditInput, 'extras'>) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: string) => save.fields[field] ?? null;
  if (isAnonymised(booking)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const patch = { ...values, extras: extras.split(',').map((e) => e.trim()).filter(Boolean) };
    const updated = await save.run(patch);
    if (!updated) return;
    setDone(updated.history.length === booking.history.length ? t.unchanged : t.saved);
    setOpen(false);
    onChanged(updated);
  }

  return (
    <section aria-labelledby="oprava-udaju">
      <h2 id="oprava-udaju">{t.editTitle}</h2>
      {open ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={t.coupleNames} value={values.coupleNames} onValue={set('coupleNames')} error={err('coupleNames')} required />
          <TextField label={f.email} type="email" value={values.email} onValue={set('email')} error={err('email')} required />
          <TextField label={f.phone} type="tel" value={values.phone} onValue={set('phone')} error={err('phone')} hint={f.phoneHint} required />
          <TextField label={f.venue} value={values.venue} onValue={set('venue')} error={err('venue')} />
          <TextField label={f.town} value={values.town} onValue={set('town')} error={err('town')} />
          <TextField label={f.packageSlug} value={values.packageSlug} onValue={set('packageSlug')} error={err('packageSlug')} />
          <TextField label={f.extras} value={extras} onValue={setExtras} error={err('extras')} />
          <TextField label={f.ceremonyTime} value={values.ceremonyTime} onValue={set('ceremonyTime')} error={err('ceremonyTime')} hint={f.ceremonyTimeHint} />
          <TextField label={f.guests} inputMode="numeric" value={values.guests} onValue={set('guests')} error={err('guests')} />
          <p>
            <button type="submit" disabled={save.pending}>
              {save.pending ? t.saving : t.save}
            </button>{' '}
            <button type="button" disabled={save.pending} onClick={() => setOpen(false)}>
              {t.cancel}
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            onClick={() => {
              setValues(bookingEditInput(booking));
              setExtras(booking.extras.join(', '));
              setDone(null);
              setOpen(true);
            }}
          >
            {t.editOpen}
          </button>
        </p>
      )}
      <p role="status">{done ?? ''}</p>
      {save.error ? (
        <div role="alert">
          <FieldError id="oprava-chyba" code={save.error} />
        </div>
      ) : null}
    </section>
  );
}
