import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { useBookingPolicy } from './use-booking-policy';
import { addDays, weekdayIndex } from '../../../domain/booking/calendar';
import { formatMonthYear } from '../../../domain/formatting/czech';
import { errorMessage } from '../../texts/cs-errors';
import { csBooking } from '../../texts/cs-booking';
import { useAvailability } from './booking-stores';
import {
  dayLabel,
  dayState,
  monthKey,
  monthOf,
  monthWeeks,
  rangeOf,
  shiftDateByMonths,
  type DayState,
} from './calendar-month';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import './booking.css';

interface AvailabilityCalendarProps {
  /** The chosen date (YYYY-MM-DD), if any. */
  selected?: string | undefined;
  onSelect(date: string): void;
  /** Today, for the bookable window; the real clock unless a story or test pins it. */
  now?: Date;
}

const t = csBooking.calendar;

/** Keyboard moves of the APG date grid: days, weeks, week start/end, months (and years with Shift). */
function targetOf(event: KeyboardEvent, date: string): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return shiftDateByMonths(date, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftDateByMonths(date, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A month grid of free and taken wedding dates. One `listDateLocks` call per month shown (through the
 * availability store, which remembers months already asked for); roving tabindex; focus follows the keyboard
 * into other months; days outside the bookable window are announced and cannot be chosen.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  // Which days are bookable depends on today: the prerendered HTML (built on another day) shows a placeholder of the
  // calendar's size, and the grid appears once the page runs in the visitor's browser.
  if (!useHydrated()) {
    return (
      <div className="calendar calendar-pending" role="status">
        {t.pending}
      </div>
    );
  }
  return <CalendarGrid {...props} />;
}

function CalendarGrid({ selected, onSelect, now }: AvailabilityCalendarProps) {
  const policy = useBookingPolicy();
  const window = useMemo(() => bookableWindow(now ?? new Date(), policy), [now, policy]);
  const bounds = useMemo(() => ({ from: rangeOf(monthOf(window.first)).from, to: rangeOf(monthOf(window.last)).to }), [window]);
  const clamp = (date: string) => (date < bounds.from ? bounds.from : date > bounds.to ? bounds.to : date);
  const [focused, setFocused] = useState(() => clamp(selected && selected >= window.first ? selected : window.first));
  const month = monthOf(focused);
  const key = monthKey(month);
  const availability = useAvailability((s) => s.months[key]);
  const loadMonth = useAvailability((s) => s.loadMonth);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const ids = useId();

  useEffect(() => {
    void loadMonth(monthOf(`${key}-01`));
  }, [key, loadMonth]);

  useEffect(() => {
    if (selected && selected >= bounds.from && selected <= bounds.to) setFocused(selected);
  }, [selected, bounds]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const locks = availability?.status === 'ready' ? availability.locks : undefined;
  // Held days exist only under a date-hold policy: the legend names them when the month shows one.
  const heldShown = locks ? [...locks.values()].some((lock) => lock.reason === 'held') : false;
  const first = key === monthKey(monthOf(bounds.from));
  const last = key === monthKey(monthOf(bounds.to));

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = targetOf(event, focused);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clamp(target));
  }

  function showMonth(by: number) {
    if ((by < 0 && first) || (by > 0 && last)) return;
    setFocused(clamp(shiftDateByMonths(focused, by)));
  }

  function choose(date: string, state: DayState) {
    setFocused(date);
    if (state !== 'outside') onSelect(date);
  }

  const headingId = `${ids}-mesic`;
  const helpId = `${ids}-napoveda`;
  return (
    <div className="calendar" role="group" aria-label={t.label}>
      <div className="calendar-header">
        <button type="button" className="calendar-nav" aria-disabled={first || undefined} onClick={() => showMonth(-1)}>
          <span aria-hidden="true">‹</span> {t.previousMonth}
        </button>
        <p id={headingId} className="calendar-month" aria-live="polite">
          {formatMonthYear(month.year, month.monthIndex)}
        </p>
        <button type="button" className="calendar-nav" aria-disabled={last || undefined} onClick={() => showMonth(1)}>
          {t.nextMonth} <span aria-hidden="true">›</span>
        </button>
      </div>
      <p id={helpId} className="calendar-help muted">
        {t.help}
      </p>
      {availability?.status === 'failed' ? (
        <div role="alert" className="field-error">
          <span>{t.loadFailed} {errorMessage(availability.failure)}</span>{' '}
          <button type="button" className="button button-secondary" onClick={() => void loadMonth(month)}>
            {t.retry}
          </button>
        </div>
      ) : null}
      <table ref={grid} role="grid" aria-labelledby={headingId} aria-describedby={helpId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {t.weekdays.map((day) => (
              <th key={day.short} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} />;
                const state = dayState(date, window, locks);
                const isSelected = date === selected;
                return (
                  <td key={date} aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      data-state={state}
                      className={`calendar-day day-${state}${isSelected ? ' day-selected' : ''}`}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={dayLabel(date, state, isSelected)}
                      aria-disabled={state === 'outside' || undefined}
                      onClick={() => choose(date, state)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar-legend" aria-label={t.legend}>
        {(['free', 'taken', ...(heldShown ? (['held'] as const) : []), 'blocked'] as const).map((state) => (
          <li key={state}>
            <span className={`legend-swatch day-${state}`} aria-hidden="true" /> {t.state[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
