import type { ErrorCode } from '../../../domain/errors';
import { csErrors, errorMessage } from '../../texts/cs-errors';

/** A Czech message with the typed code below it, so support can tell exactly what failed. */
export function FieldError({ id, code }: { id?: string; code: ErrorCode | undefined | null }) {
  if (!code) return null;
  return (
    <p id={id} className="field-error">
      <span>{errorMessage(code)}</span>
      <small className="error-code">
        {csErrors.errorCode}: <code>{code}</code>
      </small>
    </p>
  );
}
