import { useEffect, useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import type { ContractAcceptance } from '../../../domain/contract/contract-acceptance';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { PdfDownloadButton } from '../../shared/files/pdf-download-button';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { type LabelledRow, LabelledRows } from '../../shared/ui/data-list/data-list';
import { csAdminContract as t } from '../../texts/cs-admin-contract';

type Loaded = { status: 'loading' } | { status: 'ready'; acceptance: ContractAcceptance | null } | { status: 'failed'; code: ErrorCode };

const codeOf = (error: unknown): ErrorCode => (isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable');

/**
 * Whether the couple accepted the contract, and how: when, which version, the names they typed, the account's
 * verified e-mail and the start of the text's SHA-256; "Stáhnout smlouvu" downloads the accepted PDF.
 */
export function BookingContract({ booking }: { booking: Booking }) {
  const contracts = useService(TOKENS.DeskContract);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    contracts.bookingContract(booking.id).then(
      (acceptance) => live && setLoaded({ status: 'ready', acceptance }),
      (error: unknown) => live && setLoaded({ status: 'failed', code: codeOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [contracts, booking.id, attempt]);

  return (
    <section aria-labelledby="smlouva" aria-busy={loaded.status === 'loading' || undefined}>
      <h2 id="smlouva">{t.heading}</h2>
      {loaded.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {loaded.status === 'failed' ? (
        <Alert tone="error" title={t.loadFailed} error={loaded.code} action={<Button onPress={() => setAttempt((n) => n + 1)}>{t.retry}</Button>} />
      ) : null}
      {loaded.status === 'ready' && !loaded.acceptance ? <p>{t.notAccepted}</p> : null}
      {loaded.status === 'ready' && loaded.acceptance ? <AcceptanceRecord acceptance={loaded.acceptance} /> : null}
    </section>
  );
}

function AcceptanceRecord({ acceptance }: { acceptance: ContractAcceptance }) {
  const contracts = useService(TOKENS.DeskContract);
  const rows: LabelledRow[] = [
    [t.state, t.accepted],
    [t.acceptedAt, <time dateTime={acceptance.acceptedAt}>{t.at(acceptance.acceptedAt)}</time>],
    [t.version, acceptance.templateVersion],
    [t.names, acceptance.namesTyped],
    [t.email, acceptance.email],
    [t.hash, <code title={t.hashTitle(acceptance.textSha256)}>{t.shortHash(acceptance.textSha256)}</code>],
    [t.expressStart, acceptance.expressStart ? t.expressStartYes : t.expressStartNo],
  ];
  return (
    <>
      <LabelledRows rows={rows} className="admin-fields" />
      <PdfDownloadButton id={`smlouva-desk-${acceptance.bookingId}`} label={t.download} busyLabel={t.downloading} load={() => contracts.contractPdf(acceptance.bookingId)} />
    </>
  );
}
