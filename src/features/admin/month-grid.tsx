import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DateLock } from '../../../domain/booking/booking';
import type { CompetingDay } from '../../../domain/booking/competing-requests';
import { addDays, monthRange, monthWeeks, weekdayIndex } from '../../../domain/booking/calendar';
import { holdExpired } from '../../../domain/booking/date-lock';
import { dayState, type DayState } from '../../../domain/booking/day-state';
import { formatDate } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminCalendar } from '../../texts/cs-admin-calendar';

const t = csAdmin.calendar;

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const SATURDAY = 5;
/** A sign beside the number, so the state never rests on colour alone. */
const MARKS: Record<DayState, string> = { free: '', blocked: '×', held: '◐', competing: '', booked: '●', completed: '✓' };

/** The same day of the month `months` away, or that month's last day when it is shorter (31 January → 28 February). */
function sameDayInMonth(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const { to } = monthRange(y, m - 1 + months);
  return `${to.slice(0, 8)}${String(Math.min(d, Number(to.slice(8)))).padStart(2, '0')}`;
}

/** Where the keyboard is in a calendar of several months: the day, and whether to move focus there now. */
export interface GridFocus {
  date: string;
  move: boolean;
}

export interface MonthGridProps {
  year: number;
  month: number;
  caption: string;
  locks: ReadonlyMap<string, DateLock>;
  /** Days several open requests want: the count shows in the day (the list below the grid links to them). */
  competing?: ReadonlyMap<string, CompetingDay>;
  onActivate: (date: string) => void;
  /** Today and now (Prague): a booked day before today is a wedding behind her; an expired hold frees its day. */
  now: Date;
  today: string;
  /** A season of months shares one tab stop: the owner keeps it, and arrows cross into the next month. */
  focus?: GridFocus;
  onFocusDate?: (focus: GridFocus) => void;
  /** The days the shared tab stop may reach (the season's year); the month's own days otherwise. */
  bounds?: { from: string; to: string };
  describedBy?: string;
  compact?: boolean;
}

/**
 * An ARIA grid of one month with a roving tab stop: Tab enters on one day, arrows move between days, Home/End go to
 * the week's ends, Page Up/Down a month, Enter/Space activate. Each day's name is its full Czech date and state; its
 * colour (the --day-* tokens), a sign and Saturdays' emphasis say the same to the eye.
 */
export function MonthGrid(props: MonthGridProps) {
  const { from, to } = monthRange(props.year, props.month);
  const bounds = props.bounds ?? { from, to };
  const [own, setOwn] = useState<GridFocus>({ date: from, move: false });
  const focus = props.focus ?? own;
  const setFocus = props.onFocusDate ?? setOwn;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (focus.move && focus.date >= from && focus.date <= to) buttons.current.get(focus.date)?.focus();
  }, [focus, from, to]);

  function onKeyDown(event: KeyboardEvent, date: string) {
    const weekday = weekdayIndex(date);
    let target: string | undefined;
    if (event.key in MOVES) target = addDays(date, MOVES[event.key]!);
    else if (event.key === 'Home') target = addDays(date, -weekday);
    else if (event.key === 'End') target = addDays(date, 6 - weekday);
    else if (event.key === 'PageDown') target = sameDayInMonth(date, 1);
    else if (event.key === 'PageUp') target = sameDayInMonth(date, -1);
    if (target === undefined) return;
    event.preventDefault();
    setFocus({ date: target < bounds.from ? bounds.from : target > bounds.to ? bounds.to : target, move: true });
  }

  // The tab stop sits in this month only when the shared focus does; a month without it offers its first day when
  // no month has it (a single month view).
  const tabStop = focus.date >= from && focus.date <= to ? focus.date : props.focus ? null : from;
  return (
    <table role="grid" className={`desk-calendar${props.compact ? ' desk-calendar--compact' : ''}`} aria-describedby={props.describedBy ?? 'kalendar-napoveda'}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {t.weekdays.map((day, i) => (
            <th key={day} scope="col" abbr={t.weekdayNames[i]} data-saturday={i === SATURDAY || undefined}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(props.year, props.month).map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={`pad-${d}`} role="gridcell" />;
              const lock = props.locks.get(date);
              const rivals = props.competing?.get(date)?.count ?? 0;
              const state = dayState(date, { lock, openRequests: rivals, today: props.today, now: props.now });
              const live = lock && !holdExpired(lock, props.now) ? lock : undefined;
              const base = state === 'completed' ? csAdminCalendar.completed : live ? t.state[live.reason] : t.state.free;
              const label = rivals ? csAdmin.competing.calendarState(base, rivals) : base;
              return (
                <td key={date} role="gridcell" data-state={state} data-competing={rivals || undefined} data-saturday={d === SATURDAY || undefined} data-today={date === props.today || undefined}>
                  <button
                    ref={(el) => {
                      if (el) buttons.current.set(date, el);
                      else buttons.current.delete(date);
                    }}
                    type="button"
                    className="desk-calendar__day"
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={t.dayLabel(formatDate(date), label)}
                    aria-pressed={lock?.reason === 'blocked'}
                    onFocus={() => {
                      if (focus.date !== date) setFocus({ date, move: false });
                    }}
                    onKeyDown={(e) => onKeyDown(e, date)}
                    onClick={() => props.onActivate(date)}
                  >
                    <span className="desk-calendar__number">{Number(date.slice(8))}</span>
                    <span aria-hidden="true" className="desk-calendar__mark">
                      {rivals ? `${rivals}×` : MARKS[state]}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
