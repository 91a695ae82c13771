import type { ContractAcceptance } from '../../../domain/contract/contract-acceptance';
import { csContractPortal as t } from '../../texts/cs-contract-portal';
import { PortalContractText } from './portal-contract-text';

/** An accepted contract: the record (when, who typed what, from which account, which version) and the text as accepted. */
export function PortalContractRecord({ acceptance }: { acceptance: ContractAcceptance }) {
  return (
    <div className="portal-contract-accepted">
      <p className="form-success">
        <strong>{t.acceptedHeading}</strong>
      </p>
      <dl className="booking-summary">
        <dt>{t.acceptedAt}</dt>
        <dd>
          <time dateTime={acceptance.acceptedAt}>{t.at(acceptance.acceptedAt)}</time>
        </dd>
        <dt>{t.acceptedNames}</dt>
        <dd>{acceptance.namesTyped}</dd>
        <dt>{t.acceptedEmail}</dt>
        <dd>{acceptance.email}</dd>
        <dt>{t.acceptedVersion}</dt>
        <dd>{acceptance.templateVersion}</dd>
        <dt>{t.acceptedExpressStart}</dt>
        <dd>{acceptance.expressStart ? t.expressStartYes : t.expressStartNo}</dd>
      </dl>
      <p>{t.acceptedNote}</p>
      <PortalContractText text={acceptance.text} />
    </div>
  );
}
