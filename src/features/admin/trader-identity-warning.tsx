import { TRADER_FIELDS, type TraderField } from '../../../domain/documents/trader-rules';
import type { FieldErrors } from '../../../domain/errors';
import { Alert } from '../../shared/ui/alert/alert';
import { errorMessage } from '../../texts/cs-errors';
import { csAdminPayments } from '../../texts/cs-admin-payments';

const t = csAdminPayments.trader;

/**
 * What the trader's identity still lacks before a document can be issued, field by field, where the photographer
 * works with payments: nothing when it is complete.
 */
export function TraderIdentityWarning({ problems }: { problems: FieldErrors<TraderField> }) {
  const fields = TRADER_FIELDS.filter((field) => problems[field]);
  if (fields.length === 0) return null;
  return (
    <Alert tone="warning" title={t.title} announce={false}>
      <p>{t.lead}</p>
      <ul>
        {fields.map((field) => {
          const code = problems[field]!;
          // A missing field is said in one word; a wrong one gets its message (what the value must look like).
          const missing = code === 'field/required' || code.endsWith('-missing');
          return <li key={field}>{`${t.fields[field]}: ${missing ? t.missing : errorMessage(code)}`}</li>;
        })}
      </ul>
    </Alert>
  );
}
