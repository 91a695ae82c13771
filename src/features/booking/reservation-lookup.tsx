import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LOOKUP_ANCHOR } from '../../../domain/booking/booking-links';
import type { ReservationLookup as Found } from '../../../ports/booking-submission-port';
import { TOKENS } from '../../../ports/tokens';
import { DepositDetails } from '../../shared/payment/deposit-details-panel';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { csAdmin } from '../../texts/cs-admin';
import { csBooking } from '../../texts/cs-booking';
import { longCzechDate } from './calendar-month';
import { useReservationLookup } from './booking-stores';
import { SubmitStatus } from './submit-status';

const t = csBooking.lookup;

/** "Moje rezervace": a request's status by its code and e-mail (both must match; the server rate-limits). */
export function ReservationLookup() {
  const submission = useService(TOKENS.BookingSubmission);
  const { reservationCode: code, email } = useReservationLookup((s) => s.values);
  const setField = useReservationLookup((s) => s.setField);
  const [result, setResult] = useState<Found | null | undefined>(undefined);
  const action = useAction((c: string, e: string) => submission.lookup(c, e));
  const ids = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(undefined);
    const found = await action.run(code, email);
    // undefined: the lookup failed (the status region explains); null: nothing matched both code and e-mail.
    if (found !== undefined) setResult(found);
  }

  return (
    <section aria-labelledby={RESERVATION_LOOKUP_ANCHOR} className="reservation-lookup">
      <h2 id={RESERVATION_LOOKUP_ANCHOR}>{t.heading}</h2>
      <p>{t.intro}</p>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={RESERVATION_LOOKUP_ANCHOR}>
        <TextField label={t.code} name="reservationCode" autoComplete="off" hint={t.codeHint} value={code} onValue={(v) => setField('reservationCode', v)} required />
        <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onValue={(v) => setField('email', v)} required />
        <button type="submit" className="button" disabled={action.pending}>
          {action.pending ? t.searching : t.submit}
        </button>
      </form>
      <SubmitStatus id={`${ids}-stav`} hasErrors={false} failure={action.error} holdsEarlySubmit />
      <div role="status">
        {result === null ? <p>{t.notFound}</p> : null}
        {result ? (
          <dl className="booking-summary">
            <dt>{t.result}</dt>
            <dd>{result.reservationCode}</dd>
            <dt>{t.date}</dt>
            <dd>{longCzechDate(result.weddingDate)}</dd>
            <dt>{t.couple}</dt>
            <dd>{result.coupleNames}</dd>
            <dt>{t.status}</dt>
            <dd>
              <strong>{csAdmin.status[result.status]}</strong> – {csBooking.status[result.status]}
            </dd>
          </dl>
        ) : null}
        {result?.hold ? <p className="lookup-hold">{t.hold(result.hold.until)}</p> : null}
        {result?.deposit ? <DepositDetails instructions={result.deposit} /> : null}
      </div>
    </section>
  );
}
