import type { ContractAcceptance } from '../../../domain/contract/contract-acceptance';
import { csContractPortal as t } from '../../texts/cs-contract-portal';
import { TOKENS } from '../../../ports/tokens';
import { PdfDownloadButton } from '../../shared/files/pdf-download-button';
import { useService } from '../../shared/services/services-context';
import { PortalContractText } from './portal-contract-text';

/** An accepted contract: the record (when, who typed what, from which account, which version) and the text as accepted. */
export function PortalContractRecord({ acceptance }: { acceptance: ContractAcceptance }) {
  const contracts = useService(TOKENS.CoupleContract);
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
      <PdfDownloadButton
        id={`smlouva-pdf-${acceptance.bookingId}`}
        label={t.downloadPdf}
        busyLabel={t.downloadingPdf}
        load={() => contracts.contractPdf(acceptance.bookingId)}
      />
      <PortalContractText text={acceptance.text} />
    </div>
  );
}
