import type { TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds, type FieldProps } from '../field/field';

export interface TextAreaProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  value: string;
  onValue(value: string): void;
}

/** A labelled multi-line input; with maxLength it shows how many characters are left. */
export function TextArea({ label, hint, error, id, required, value, onValue, rows = 4, className, ...area }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field label={label} hint={hint} error={error} required={required} ids={ids}>
      <textarea
        {...area}
        id={ids.controlId}
        rows={rows}
        className={`ui-control ui-text-area${className ? ` ${className}` : ''}`}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {area.maxLength ? (
        <p className="ui-text-area__count" aria-hidden="true">
          {value.length} / {area.maxLength}
        </p>
      ) : null}
    </Field>
  );
}
