import { useId, type ReactNode } from 'react';
import type { ErrorCode } from '../../../../domain/errors';
import { csUi } from '../../../texts/cs-ui';
import { FieldError } from '../../forms/field-error';

/** What every labelled form control of the design system takes besides its value. */
export interface FieldProps {
  label: ReactNode;
  /** Shown under the label; read with the control (aria-describedby). */
  hint?: ReactNode;
  /** A typed code: shown as its Czech message with the code below, and marks the control invalid. */
  error?: ErrorCode | null | undefined;
  id?: string;
  required?: boolean;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** For the control's aria-describedby: the hint and the error that are shown. */
  describedBy: string | undefined;
}

export function useFieldIds({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-napoveda`;
  const errorId = `${controlId}-chyba`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The frame of a form control: its label, hint and error, wired by the ids from useFieldIds. */
export function Field({ label, hint, error, required, ids, children }: FieldProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="ui-field" data-invalid={error ? true : undefined}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.errorId} code={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="ui-field__required" aria-hidden="true">
      {' '}
      {csUi.requiredMark}
    </span>
  );
}
