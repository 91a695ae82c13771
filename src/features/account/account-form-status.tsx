import type { ErrorCode } from '../../../domain/errors';
import { FieldError } from '../../shared/forms/field-error';

/** The form-level status line: the error (Czech + code) or a success message, announced to screen readers. */
export function AccountFormStatus({ id, error, success }: { id: string; error: ErrorCode | null; success?: string | null }) {
  return (
    <div role="alert" className="form-status">
      <FieldError id={id} code={error} />
      {success && !error ? <p className="form-success">{success}</p> : null}
    </div>
  );
}
