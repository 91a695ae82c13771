import type { InputHTMLAttributes } from 'react';
import { Field, useFieldIds, type FieldProps } from '../field/field';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size' | 'id'> {
  value: string;
  onValue(value: string): void;
  size?: 'sm' | 'md';
}

/** A labelled single-line input (text, e-mail, phone, number…) with its hint and Czech error. */
export function TextField({ label, hint, error, id, required, value, onValue, size = 'md', className, ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field label={label} hint={hint} error={error} required={required} ids={ids}>
      <input
        type="text"
        {...input}
        id={ids.controlId}
        className={`ui-control${size === 'sm' ? ' ui-control--sm' : ''}${className ? ` ${className}` : ''}`}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}
