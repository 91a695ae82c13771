import { useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import { formatDate, formatHalere } from '../../../domain/formatting/czech';
import type { RecordedBankTransaction } from '../../../ports/units/bank-import-port';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Table, type TableColumn } from '../../shared/ui/table/table';
import { TextField } from '../../shared/ui/text-field/text-field';
import { matchesPaymentSearch } from '../../../domain/bank/payment-search';
import { csAdminPayments } from '../../texts/cs-admin-payments';
import { AssignPaymentPanel } from './assign-payment-panel';

const t = csAdminPayments.unassigned;

/** A payment in another currency cannot count towards a deposit (the server refuses it): no button for it. */
const assignable = (payment: RecordedBankTransaction) => payment.match.kind === 'unassigned' && payment.match.reason !== 'foreign-currency';

/**
 * "Nepřiřazené platby": what the bank shows of each, why no booking took it, a filter by what the photographer
 * remembers (symbol, amount, account, message), and assigning one by hand.
 */
export function UnassignedPayments({ payments, onAssigned }: { payments: readonly RecordedBankTransaction[]; onAssigned(bankId: string): void }) {
  const [chosen, setChosen] = useState<RecordedBankTransaction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // The list is the admin's already (the server checked the claim); filtering it here sends nothing anywhere.
  const shown = payments.filter((payment) => matchesPaymentSearch(payment, query));

  const columns: TableColumn<RecordedBankTransaction>[] = [
    { id: 'date', header: t.columns.date, cell: (p) => formatDate(p.date) },
    { id: 'amount', header: t.columns.amount, align: 'end', isRowHeader: true, cell: (p) => formatHalere(p.amountHalere, p.currency) },
    { id: 'account', header: t.columns.account, cell: (p) => p.counterAccount ?? t.none },
    { id: 'symbol', header: t.columns.symbol, cell: (p) => p.variableSymbol ?? t.none },
    { id: 'message', header: t.columns.message, cell: (p) => p.message ?? t.none },
    { id: 'reason', header: t.columns.reason, cell: (p) => (p.match.kind === 'unassigned' ? t.reasons[p.match.reason] : t.none) },
    {
      id: 'action',
      header: t.columns.action,
      cell: (p) =>
        assignable(p) ? (
          <Button size="sm" onPress={() => { setDone(null); setChosen(p); }}>
            {t.assign}
          </Button>
        ) : null,
    },
  ];

  const assigned = (payment: RecordedBankTransaction, booking: Booking) => {
    setChosen(null);
    setDone(csAdminPayments.assign.done(formatHalere(payment.amountHalere), booking.contact.coupleNames));
    onAssigned(payment.bankId);
  };

  return (
    <section aria-labelledby="neprirazene-platby" className="bank-unassigned">
      <h2 id="neprirazene-platby">{t.title}</h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {payments.length > 0 ? (
        <div className="bank-unassigned__filter">
          <TextField label={t.filter} hint={t.filterHint} value={query} onValue={setQuery} type="search" />
          {query.trim() ? <p role="status">{t.filtered(shown.length, payments.length)}</p> : null}
        </div>
      ) : null}
      <Table caption={t.title} captionHidden columns={columns} rows={shown} rowKey={(p) => p.bankId} empty={payments.length > 0 ? t.noMatch : t.empty} />
      {chosen ? (
        <AssignPaymentPanel key={chosen.bankId} payment={chosen} onAssigned={(booking) => assigned(chosen, booking)} onCancel={() => setChosen(null)} />
      ) : null}
    </section>
  );
}
