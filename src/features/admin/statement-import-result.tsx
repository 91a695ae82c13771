import type { PaymentMatch } from '../../../domain/bank/payment-match';
import type { StatementImport } from '../../../ports/units/bank-import-port';
import { Card } from '../../shared/ui/card/card';
import { csAdminPayments } from '../../texts/cs-admin-payments';

const t = csAdminPayments.result;
const ORDER = Object.keys(t.kinds) as PaymentMatch['kind'][];

/** What the last import did: its format, how many movements were new, and each kind the matching rule gave them. */
export function StatementImportResult({ result }: { result: StatementImport }) {
  const fresh = result.results.filter((item) => item.kind !== 'duplicate').length;
  return (
    <Card title={t.title}>
      <p>{t.format(result.format)}</p>
      <dl className="bank-result">
        <div>
          <dt>{t.fresh}</dt>
          <dd>{fresh}</dd>
        </div>
        {ORDER.filter((kind) => (result.counts[kind] ?? 0) > 0).map((kind) => (
          <div key={kind} data-kind={kind}>
            <dt>{t.kinds[kind]}</dt>
            <dd>{result.counts[kind]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
