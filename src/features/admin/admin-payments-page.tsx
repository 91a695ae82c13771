import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { RecordedBankTransaction, StatementImport } from '../../../ports/units/bank-import-port';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { useService } from '../../shared/services/services-context';
import { PageMeta } from '../../shared/seo/page-meta';
import { Alert } from '../../shared/ui/alert/alert';
import { checkTraderIdentity } from '../../../domain/documents/trader-rules';
import type { ErrorCode } from '../../../domain/errors';
import { csAdminPayments } from '../../texts/cs-admin-payments';
import { AdminDeskNav } from './admin-desk-nav';
import { failureCode } from './failure-code';
import { StatementImportResult } from './statement-import-result';
import { DocumentsArchive } from './documents-archive';
import { StatementUpload } from './statement-upload';
import { TraderIdentityWarning } from './trader-identity-warning';
import { DocumentPolicyToggle } from './document-policy-toggle';
import { UnassignedPayments } from './unassigned-payments';
import './desk.css';
import './desk-payments.css';

const t = csAdminPayments;
const ADMIN_PAYMENTS_PATH = '/admin/platby';

export async function loader({ services }: PageLoaderContext) {
  // Settings that cannot be read warn of nothing: the documents' own issue checks the identity again on the server.
  const trader = services
    .get(TOKENS.ContentBackend)
    .getSiteSettings()
    .then((settings) => checkTraderIdentity(settings.trader))
    .catch(() => ({}));
  // A policy that cannot be read hides the switch rather than show a guess the photographer could save over.
  const policy = services
    .get(TOKENS.BankDesk)
    .documentPolicy()
    .catch(() => null);
  try {
    return { payments: await services.get(TOKENS.BankDesk).unassigned(), failure: null, trader: await trader, policy: await policy };
  } catch (error) {
    return { payments: [] as RecordedBankTransaction[], failure: failureCode(error), trader: await trader, policy: await policy };
  }
}

/** The desk's bank screen: a statement uploaded and its result, then "Nepřiřazené platby" to assign by hand. */
export function Component() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const desk = useService(TOKENS.BankDesk);
  const [payments, setPayments] = useState(data.payments);
  const [failure, setFailure] = useState<ErrorCode | null>(data.failure);
  const [result, setResult] = useState<StatementImport | null>(null);

  // After an import the list is read again: the new unassigned payments are the server's to say.
  const imported = async (summary: StatementImport) => {
    setResult(summary);
    try {
      setPayments(await desk.unassigned());
      setFailure(null);
    } catch (error) {
      setFailure(failureCode(error));
    }
  };

  return (
    <section className="desk-page">
      <PageMeta title={t.title} description={t.description} path={ADMIN_PAYMENTS_PATH} noIndex />
      <header className="desk-page__header">
        <h1>{t.title}</h1>
      </header>
      <AdminDeskNav />
      <p className="desk-page__lead">{t.description}</p>
      <TraderIdentityWarning problems={data.trader} />
      {data.policy ? <DocumentPolicyToggle initial={data.policy} /> : null}
      <StatementUpload onImported={(summary) => void imported(summary)} />
      {result ? <StatementImportResult result={result} /> : null}
      {failure ? <Alert tone="error" error={failure} announce={false} /> : null}
      <UnassignedPayments payments={payments} onAssigned={(bankId) => setPayments((list) => list.filter((p) => p.bankId !== bankId))} />
      <DocumentsArchive />
    </section>
  );
}
