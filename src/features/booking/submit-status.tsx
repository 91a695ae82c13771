import type { ErrorCode } from '../../../domain/errors';
import { cs, errorMessage } from '../../texts/cs';
import { csBooking } from '../../texts/cs-booking';

/** The form's alert region: "fix the marked fields" and why sending failed (with the code). */
export function SubmitStatus({ id, hasErrors, failure }: { id: string; hasErrors: boolean; failure: ErrorCode | null }) {
  return (
    <div id={id} role="alert" className="form-status">
      {hasErrors && !failure ? <p>{csBooking.fixErrors}</p> : null}
      {failure ? (
        <p className="field-error">
          <span>{errorMessage(failure)}</span>
          <small className="error-code">
            {cs.errors.errorCode}: <code>{failure}</code>
          </small>
        </p>
      ) : null}
    </div>
  );
}
