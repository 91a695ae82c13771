import { useState, type FormEvent } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { takesPayments } from '../../../domain/bank/payment-match';
import { formatDate, formatHalere } from '../../../domain/formatting/czech';
import type { RecordedBankTransaction } from '../../../ports/units/bank-import-port';
import { TOKENS } from '../../../ports/tokens';
import { useAction } from '../../shared/forms/use-action';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminPayments } from '../../texts/cs-admin-payments';

const t = csAdminPayments.assign;
const RESULTS = 8;

/**
 * One unassigned payment assigned to the booking the photographer finds by the couple's names or e-mail (only one
 * that owes money can take it: the others are listed with why, as the server refuses them too). A failed
 * search or assignment shows its Czech message and code; the search and its results stay for another try.
 */
export function AssignPaymentPanel({ payment, onAssigned, onCancel }: { payment: RecordedBankTransaction; onAssigned(booking: Booking): void; onCancel(): void }) {
  const bookings = useService(TOKENS.Bookings);
  const desk = useService(TOKENS.BankDesk);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Booking[] | null>(null);
  const search = useAction(async (text: string) => (await bookings.list({ search: text, orderBy: 'weddingDate', direction: 'asc', limit: RESULTS })).items);
  const assign = useAction(async (booking: Booking) => {
    await desk.assign(payment.bankId, booking.id);
    return booking;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = await search.run(query.trim());
    if (items) setFound(items);
  };
  const choose = async (booking: Booking) => {
    const done = await assign.run(booking);
    if (done) onAssigned(done);
  };

  return (
    <Card title={t.title(formatHalere(payment.amountHalere), formatDate(payment.date))} level={3}>
      <form role="search" aria-label={t.search} onSubmit={(event) => void submit(event)} className="bank-assign-search">
        <TextField label={t.search} hint={t.searchHint} value={query} onValue={setQuery} type="search" />
        <Button type="submit" isPending={search.pending}>
          {t.searchSubmit}
        </Button>
      </form>
      {search.error ? <Alert tone="error" error={search.error} /> : null}
      {found ? (
        found.length === 0 ? (
          <p role="status">{t.noResults}</p>
        ) : (
          <ul aria-label={t.results} className="bank-assign-results">
            {found.map((booking) => (
              <li key={booking.id}>
                <Button
                  isPending={assign.pending}
                  isDisabled={!takesPayments(booking.status)}
                  aria-describedby={takesPayments(booking.status) ? undefined : `proc-ne-${booking.id}`}
                  onPress={() => void choose(booking)}
                >
                  {t.choose(booking.contact.coupleNames, formatDate(booking.weddingDate))}
                </Button>
                {takesPayments(booking.status) ? null : <small id={`proc-ne-${booking.id}`} className="bank-assign-results__why">{t.notPayable(csAdmin.status[booking.status])}</small>}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {assign.error ? <Alert tone="error" error={assign.error} /> : null}
      <Button variant="quiet" onPress={onCancel}>
        {t.cancel}
      </Button>
    </Card>
  );
}
