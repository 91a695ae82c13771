import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SubmissionReceipt } from '../../../ports/booking-submission-port';
import { csBooking } from '../../texts/cs-booking';

/**
 * After a sent request: the reservation code, plainly that it is a request, not yet a confirmed booking, and that the
 * e-mail wants confirming (with what that holds under the date-hold policy).
 */
export function BookingConfirmation({ receipt, onAnother }: { receipt: SubmissionReceipt; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const t = csBooking.sent;
  return (
    <section className="form-success" aria-labelledby="poptavka-odeslana">
      <h2 id="poptavka-odeslana" ref={heading} tabIndex={-1}>
        {t.heading}
      </h2>
      <p>
        {t.code}: <strong className="reservation-code">{receipt.reservationCode}</strong>
      </p>
      <p>{t.keepCode}</p>
      <p>
        <strong>{t.notConfirmed}</strong>
      </p>
      {receipt.hold ? <p>{t.hold(receipt.hold.until)}</p> : null}
      {receipt.confirmEmail ? (
        <p>
          {t.confirmEmail}
          {receipt.confirmEmail.hold ? ` ${t.holdAfterConfirmation(receipt.confirmEmail.hold.days)}` : null}
        </p>
      ) : null}
      <p className="booking-actions">
        <Link to="/rezervace#moje-rezervace" className="button">
          {t.lookup}
        </Link>
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t.another}
        </button>
      </p>
    </section>
  );
}
