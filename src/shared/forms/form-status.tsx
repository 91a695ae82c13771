import type { ErrorCode } from '../../../domain/errors';
import { csErrors, errorMessage } from '../../texts/cs-errors';
import { HELD_SUBMIT_NOTE_ATTRIBUTE } from './held-submit';

interface FormStatusProps {
  id: string;
  /** Shown while fields are marked invalid. */
  invalidText?: string | null;
  /** Why sending failed, as a typed code; shown in Czech with the code below. */
  failure: ErrorCode | null;
  /** A form's own wording for a failure (e.g. "not sent, try again" for network errors). */
  failureText?: (failure: ErrorCode) => string;
  /**
   * The form can be sent before the app runs (a prerendered form page): the region carries, hidden, the note that
   * the starter (src/app/content-page-boot.js, no React) shows when the scripts did not load and the start-up
   * reuses when they failed to start, so their markup is this one and not a hand-written copy.
   */
  holdsEarlySubmit?: boolean;
}

/** A failure in a form's alert region: the Czech message and, below it, the typed code. */
function FailureNote({ text, code }: { text: string; code: ErrorCode }) {
  return (
    <p className="field-error">
      <span>{text}</span>
      <small className="error-code">
        {csErrors.errorCode}: <code>{code}</code>
      </small>
    </p>
  );
}

/** A form's alert region: "fix the marked fields" and why sending failed (Czech message + typed code). */
export function FormStatus({ id, invalidText, failure, failureText = errorMessage, holdsEarlySubmit = false }: FormStatusProps) {
  return (
    <div id={id} role="alert" className="form-status">
      {invalidText && !failure ? <p>{invalidText}</p> : null}
      {failure ? <FailureNote text={failureText(failure)} code={failure} /> : null}
      {/* A wrapper without a class: the note's own styles would show it despite `hidden`. */}
      {holdsEarlySubmit ? (
        <div hidden {...{ [HELD_SUBMIT_NOTE_ATTRIBUTE]: '' }}>
          <FailureNote text={errorMessage('app/scripts-not-loaded')} code="app/scripts-not-loaded" />
        </div>
      ) : null}
    </div>
  );
}
