import type { ErrorCode } from '../../../domain/errors';
import { FieldError } from '../../shared/forms/field-error';

/** In an account form, an unreachable server means the accounts service is down, not that the visitor is offline. */
export function accountErrorCode(error: ErrorCode | null): ErrorCode | null {
  return error === 'network/unavailable' ? 'auth/unavailable' : error;
}

/** The form-level status line: the error (Czech + code) or a success message, announced to screen readers. */
export function AccountFormStatus({ id, error, success }: { id: string; error: ErrorCode | null; success?: string | null }) {
  return (
    <div role="alert" className="form-status">
      <FieldError id={id} code={accountErrorCode(error)} />
      {success && !error ? <p className="form-success">{success}</p> : null}
    </div>
  );
}
