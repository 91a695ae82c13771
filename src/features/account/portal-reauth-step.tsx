import { useState, type FormEvent, type ReactNode } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import type { ConfirmStepProps } from '../../shared/forms/confirm-step';
import { TextField } from '../../shared/forms/text-field';
import { csPortal } from '../../texts/cs-portal';

const t = csPortal.privacy;

/** The refusals that are about what was typed in the password field: the field is marked with them. */
export const PASSWORD_PROBLEMS: ReadonlySet<ErrorCode> = new Set(['auth/wrong-password', 'auth/reauth-required']);

interface ReauthStepProps extends Omit<ConfirmStepProps, 'onYes'> {
  /** The last refusal: a password problem marks the field (the section's alert says to check it). */
  failure: ErrorCode | null;
  onYes(password: string): void;
  /** Further questions of this step, asked before the password (the galleries' fate in "Smazat účet"). */
  children?: ReactNode;
}

/**
 * The inline "are you sure?" step of the GDPR self-service, with the password asked again: the question (focused by
 * useConfirmationFocus via `data-confirm-question`), the password field and the two answers. What was typed stays
 * after a refusal, so a typo is corrected rather than typed again; it is gone once the step closes.
 */
export function ReauthStep({ id, question, yes, working, no, pending, failure, onYes, onNo, children }: ReauthStepProps) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onYes(password);
  }
  return (
    <form role="group" aria-labelledby={id} className="confirm-step" onSubmit={submit} noValidate>
      <p id={id} tabIndex={-1} data-confirm-question>
        <strong>{question}</strong>
      </p>
      {children}
      <TextField
        id={`${id}-heslo`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t.passwordLabel}
        hint={t.passwordHint}
        value={password}
        onValue={setPassword}
        error={failure && PASSWORD_PROBLEMS.has(failure) ? failure : null}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? working : yes}
      </button>{' '}
      <button type="button" className="button button-secondary" disabled={pending} onClick={onNo}>
        {no}
      </button>
    </form>
  );
}
