import { useId, type InputHTMLAttributes } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { FieldError } from './field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: ErrorCode | null | undefined;
  hint?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input with its hint and Czech error message (plus code) wired to aria-describedby. */
export function TextField({ label, value, onValue, error, hint, multiline = false, rows = 6, id, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-chyba`;
  const hintId = `${fieldId}-napoveda`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea {...common} name={input.name} required={input.required} maxLength={input.maxLength} rows={rows} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input {...input} {...common} onChange={(e) => onValue(e.target.value)} />
      )}
      {hint ? (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      ) : null}
      <FieldError id={errorId} code={error} />
    </div>
  );
}
