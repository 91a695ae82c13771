import type { ErrorCode } from '../../../domain/errors';
import { csErrors, errorMessage } from '../../texts/cs-errors';

interface FormStatusProps {
  id: string;
  /** Shown while fields are marked invalid. */
  invalidText?: string | null;
  /** Why sending failed, as a typed code; shown in Czech with the code below. */
  failure: ErrorCode | null;
  /** A form's own wording for a failure (e.g. "not sent, try again" for network errors). */
  failureText?: (failure: ErrorCode) => string;
}

/** A form's alert region: "fix the marked fields" and why sending failed (Czech message + typed code). */
export function FormStatus({ id, invalidText, failure, failureText = errorMessage }: FormStatusProps) {
  return (
    <div id={id} role="alert" className="form-status">
      {invalidText && !failure ? <p>{invalidText}</p> : null}
      {failure ? (
        <p className="field-error">
          <span>{failureText(failure)}</span>
          <small className="error-code">
            {csErrors.errorCode}: <code>{failure}</code>
          </small>
        </p>
      ) : null}
    </div>
  );
}
