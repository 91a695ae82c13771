import type { SelectHTMLAttributes } from 'react';
import { Field, useFieldIds, type FieldProps } from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'size' | 'id' | 'children'> {
  value: string;
  onValue(value: string): void;
  options: readonly SelectOption[];
  /** A first, empty choice ("Všechny stavy", "Vyberte…"). */
  placeholder?: string;
  size?: 'sm' | 'md';
}

/**
 * A labelled native select: phones open their own picker, and every screen reader knows it; the design system only
 * draws its box and arrow.
 */
export function Select({ label, hint, error, id, required, value, onValue, options, placeholder, size = 'md', className, ...select }: SelectProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field label={label} hint={hint} error={error} required={required} ids={ids}>
      <select
        {...select}
        id={ids.controlId}
        className={`ui-control ui-select${size === 'sm' ? ' ui-control--sm' : ''}${className ? ` ${className}` : ''}`}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValue(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
