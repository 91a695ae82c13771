import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateField as AriaDateField,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { csUi } from '../../../texts/cs-ui';
import { FieldError } from '../../forms/field-error';
import { RequiredMark, type FieldProps } from '../field/field';
import { UiLocale } from '../locale/ui-locale';

export interface DateFieldProps extends FieldProps {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** YYYY-MM-DD once every part is typed or a day is picked; '' when cleared. */
  onValue(value: string): void;
  /** Submitted with a form under this name, as YYYY-MM-DD. */
  name?: string;
  /** The earliest and latest day the calendar offers (YYYY-MM-DD). The server still checks the date. */
  min?: string;
  max?: string;
  /** With a button that opens a month calendar (default); without it, only the typed parts. */
  calendar?: boolean;
  isDisabled?: boolean;
  /** The calendar opens at once (stories, screenshots). */
  defaultOpen?: boolean;
}

/** A date as typed parts (den, měsíc, rok) in Czech order, and a calendar to pick from (React Aria). */
export function DateField({ calendar = true, ...props }: DateFieldProps) {
  const common = {
    id: props.id,
    name: props.name,
    value: toCalendarDate(props.value),
    onChange: (date: CalendarDate | null) => props.onValue(date ? date.toString() : ''),
    minValue: toCalendarDate(props.min ?? ''),
    maxValue: toCalendarDate(props.max ?? ''),
    isRequired: props.required,
    isDisabled: props.isDisabled,
    isInvalid: Boolean(props.error),
    // The error shown is the caller's typed code (checked by the domain's rules), never the browser's own message.
    validationBehavior: 'aria' as const,
    className: 'ui-field ui-date-field',
  };
  return (
    <UiLocale>
      {calendar ? (
        <DatePicker {...common} defaultOpen={props.defaultOpen}>
          <Label className="ui-field__label">
            {props.label}
            {props.required ? <RequiredMark /> : null}
          </Label>
          <Hint hint={props.hint} />
          <Group className="ui-control ui-date-field__group">
            <Segments />
            <AriaButton className="ui-date-field__open" aria-label={csUi.date.openCalendar}>
              <CalendarIcon />
            </AriaButton>
          </Group>
          <ErrorText {...props} />
          <Popover className="ui-popover ui-date-field__popover" placement="bottom start">
            <Dialog className="ui-date-field__dialog">
              <MonthCalendar />
            </Dialog>
          </Popover>
        </DatePicker>
      ) : (
        <AriaDateField {...common}>
          <Label className="ui-field__label">
            {props.label}
            {props.required ? <RequiredMark /> : null}
          </Label>
          <Hint hint={props.hint} />
          <DateInput className="ui-control ui-date-field__group">{(segment) => <DateSegment segment={segment} className="ui-date-field__segment" />}</DateInput>
          <ErrorText {...props} />
        </AriaDateField>
      )}
    </UiLocale>
  );
}

function Segments() {
  return (
    <DateInput className="ui-date-field__input">{(segment) => <DateSegment segment={segment} className="ui-date-field__segment" />}</DateInput>
  );
}

function Hint({ hint }: { hint?: ReactNode }) {
  return (
    <Text slot="description" className="ui-field__hint">
      {hint ?? csUi.date.formatHint}
    </Text>
  );
}

function ErrorText({ error }: DateFieldProps) {
  if (!error) return null;
  return (
    <Text slot="errorMessage" elementType="div">
      <FieldError code={error} />
    </Text>
  );
}

function MonthCalendar() {
  return (
    <Calendar className="ui-calendar">
      <header className="ui-calendar__header">
        <AriaButton slot="previous" className="ui-calendar__nav">
          <span aria-hidden="true">‹</span>
        </AriaButton>
        <Heading className="ui-calendar__heading" />
        <AriaButton slot="next" className="ui-calendar__nav">
          <span aria-hidden="true">›</span>
        </AriaButton>
      </header>
      <CalendarGrid className="ui-calendar__grid">{(date) => <CalendarCell date={date} className="ui-calendar__cell" />}</CalendarGrid>
    </Calendar>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </svg>
  );
}

function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
