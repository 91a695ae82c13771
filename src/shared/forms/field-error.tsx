import type { ErrorCode } from '../../../domain/errors';
import { cs, errorMessage } from '../../texts/cs';

/** A Czech message with the typed code below it, so support can tell exactly what failed. */
export function FieldError({ id, code }: { id: string; code: ErrorCode | undefined | null }) {
  if (!code) return null;
  return (
    <p id={id} className="field-error">
      <span>{errorMessage(code)}</span>
      <small className="error-code">
        {cs.errors.errorCode}: <code>{code}</code>
      </small>
    </p>
  );
}
