import type { ErrorCode } from '../../../domain/errors';
import { FormStatus } from '../../shared/forms/form-status';
import { csBooking } from '../../texts/cs-booking';

interface SubmitStatusProps {
  id: string;
  hasErrors: boolean;
  failure: ErrorCode | null;
  /** On a prerendered form page: see FormStatus. */
  holdsEarlySubmit?: boolean;
}

/** The booking forms' alert region: "fix the marked fields" and why sending failed (with the code). */
export function SubmitStatus({ id, hasErrors, failure, holdsEarlySubmit = false }: SubmitStatusProps) {
  return <FormStatus id={id} invalidText={hasErrors ? csBooking.fixErrors : null} failure={failure} holdsEarlySubmit={holdsEarlySubmit} />;
}
