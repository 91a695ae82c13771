import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from '../../forms/field-error';
import { RequiredMark, useFieldIds, type FieldProps } from '../field/field';

export interface CheckboxProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type' | 'id'> {
  label: ReactNode;
  checked: boolean;
  onChecked(checked: boolean): void;
}

/** A native checkbox with its label beside it, a hint below and the Czech error. */
export function Checkbox({ label, hint, error, id, required, checked, onChecked, className, ...input }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={`ui-checkbox${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        type="checkbox"
        id={ids.controlId}
        className="ui-checkbox__input"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label className="ui-checkbox__label" htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="ui-checkbox__hint">
          {hint}
        </p>
      ) : null}
      <div className="ui-checkbox__error">
        <FieldError id={ids.errorId} code={error} />
      </div>
    </div>
  );
}
