import { useId, useState } from 'react';
import type { DocumentPolicy } from '../../../domain/documents/document-policy';
import type { ErrorCode } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Card } from '../../shared/ui/card/card';
import { csAdminPayments } from '../../texts/cs-admin-payments';
import { failureCode } from './failure-code';

const t = csAdminPayments.policy;

/**
 * When the deposit invoice is issued: at confirmation (attached to its mail) or only once the couple accepted the
 * contract. Saved as soon as it is switched; the server answers what it stored, and that is what the box shows.
 */
export function DocumentPolicyToggle({ initial }: { initial: DocumentPolicy }) {
  const desk = useService(TOKENS.BankDesk);
  const hintId = useId();
  const [policy, setPolicy] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const change = async (depositInvoiceAfterContract: boolean) => {
    setState('saving');
    setFailure(null);
    try {
      setPolicy(await desk.setDocumentPolicy({ depositInvoiceAfterContract }));
      setState('saved');
    } catch (error) {
      setFailure(failureCode(error));
      setState('idle');
    }
  };

  return (
    <Card title={t.title}>
      <label>
        <input
          type="checkbox"
          checked={policy.depositInvoiceAfterContract}
          disabled={state === 'saving'}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        {` ${t.afterContract}`}
      </label>
      <p id={hintId}>{t.hint}</p>
      {state === 'idle' ? null : <p role="status">{state === 'saving' ? t.saving : t.saved}</p>}
      {failure ? <Alert tone="error" error={failure} announce={false} /> : null}
    </Card>
  );
}
