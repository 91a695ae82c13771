import { useId, type ReactNode } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { FieldError } from './field-error';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChecked(checked: boolean): void;
  error?: ErrorCode | null | undefined;
  /** The label; may contain a link (e.g. to the privacy policy). */
  children: ReactNode;
}

/** A labelled checkbox (consents) with its Czech error message and code wired to aria-describedby. */
export function CheckboxField({ name, checked, onChecked, error, children }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-chyba`;
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError id={errorId} code={error} />
    </div>
  );
}
