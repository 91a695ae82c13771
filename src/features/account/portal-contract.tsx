import type { BookingStatus } from '../../../domain/booking/booking';
import { FormStatus } from '../../shared/forms/form-status';
import { csContractPortal as t } from '../../texts/cs-contract-portal';
import { PortalContractForm } from './portal-contract-form';
import { PortalContractRecord } from './portal-contract-record';
import { PortalContractText } from './portal-contract-text';
import { usePortalContract } from './use-portal-contract';

/** Statuses with no contract to show, ever: the request was turned down or taken back. */
const NO_CONTRACT: readonly BookingStatus[] = ['declined', 'withdrawn'];

/**
 * "Smlouva" of one reservation. It loads when the couple opens it (one call per booking they look at, not per visit):
 * a request not yet confirmed says when it comes; an open contract shows its text and the acceptance form; an
 * accepted one its record instead of the form.
 */
export function PortalContract({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const model = usePortalContract(bookingId);
  const { view, load } = model;
  const headingId = `smlouva-${bookingId}`;
  if (NO_CONTRACT.includes(status)) return null;

  return (
    <section className="portal-contract" aria-labelledby={headingId} aria-busy={view.state === 'loading' || undefined}>
      <h4 id={headingId}>{t.heading}</h4>
      {status === 'new' ? <p>{t.notYet}</p> : null}
      {status !== 'new' && view.state === 'closed' ? (
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          {t.show}
        </button>
      ) : null}
      {view.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {view.state === 'failed' ? (
        <div>
          <p>{t.loadFailed}</p>
          <FormStatus id={`${headingId}-chyba`} failure={view.code} />
          <button type="button" className="button" onClick={() => void load()}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {view.state === 'shown' && view.contract.state === 'unavailable' ? <p>{t.unavailable}</p> : null}
      {view.state === 'shown' && view.contract.state === 'open' ? (
        <>
          <p>{t.intro}</p>
          <PortalContractText text={view.contract.text} />
          <PortalContractForm model={model} bookingId={bookingId} />
        </>
      ) : null}
      {view.state === 'shown' && view.contract.state === 'accepted' ? <PortalContractRecord acceptance={view.contract.acceptance} /> : null}
    </section>
  );
}
