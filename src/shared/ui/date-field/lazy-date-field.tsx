import { lazy, Suspense } from 'react';
import { Field, useFieldIds } from '../field/field';
import type { DateFieldProps } from './date-field';

const DateField = lazy(() => import('./date-field').then((module) => ({ default: module.DateField })));

/**
 * The DateField, its code (React Aria's date picker and calendar) loaded when a form first shows one, so a page
 * without a date to enter never pays for it. Until then an inert box of the same size holds its place.
 */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <DateField {...props} />
    </Suspense>
  );
}

function Placeholder({ label, hint, error, id, required }: DateFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field label={label} hint={hint} error={error} required={required} ids={ids}>
      <input id={ids.controlId} className="ui-control ui-date-field__placeholder" disabled aria-busy="true" />
    </Field>
  );
}
